import type { DishWire } from "./dish-wire.ts";
import type { Dish } from "./dish.ts";

/**
 * The reader of a dish's answer: the wire format back into the one shape. Its own module,
 * without zod (the wire format's types only), so the admin's start reads answers without loading
 * the contract's schemas.
 */
export function fromDishWire(wire: DishWire): Dish {
  const {
    _id,
    title: _title,
    titleI18n,
    description: _description,
    descriptionI18n,
    variants,
    ...rest
  } = wire;
  return {
    ...rest,
    id: _id,
    title: { de: titleI18n.de, en: titleI18n.en },
    description: { de: descriptionI18n.de, en: descriptionI18n.en },
    variants: variants.map((v) => ({
      label: { de: v.labelI18n.de, en: v.labelI18n.en },
      priceCents: v.priceCents,
      volumeMl: v.volumeMl,
    })),
  };
}
