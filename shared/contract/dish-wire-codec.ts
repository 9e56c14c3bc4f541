import type { DishWire } from "./dish-wire.ts";
import type { Dish } from "./dish.ts";
import type { Lang } from "./common.ts";
import { localize } from "../localize.ts";

/**
 * The codec of a dish's edge adapter: the one shape into the wire format and back
 * (`to…Wire` in the routes, `from…Wire` in the admin) and, where the admin sends one, into a
 * request (`to…Request`). Plain functions without zod: the wire format's schemas stay in
 * `dish-wire.ts`, and the admin's start reads answers without loading them.
 */

/** An answer read back as the one shape. */
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

/** A dish as the API answers it, its texts in `lang` beside both languages. */
export function toDishWire(dish: Dish, lang: Lang): DishWire {
  const { id, title, description, variants, ...rest } = dish;
  return {
    ...rest,
    _id: id,
    title: localize(title, lang),
    titleI18n: { en: title.en, de: title.de },
    description: localize(description, lang),
    descriptionI18n: { en: description.en, de: description.de },
    variants: variants.map((v) => ({
      label: localize(v.label, lang),
      labelI18n: { en: v.label.en, de: v.label.de },
      priceCents: v.priceCents,
      volumeMl: v.volumeMl,
    })),
  };
}
