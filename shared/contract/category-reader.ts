import type { CategoryWire } from "./category-wire.ts";
import type { Category } from "./category.ts";

/**
 * The reader of a category's answer: the wire format back into the one shape. Its own module,
 * without zod (the wire format's types only), so the admin's start reads answers without loading
 * the contract's schemas.
 */
export function fromCategoryWire(wire: CategoryWire): Category {
  return {
    id: wire._id,
    name: { de: wire.nameI18n.de, en: wire.nameI18n.en },
    position: wire.position,
    isDrinks: wire.isDrinks,
    servedHours: wire.servedHours,
  };
}
