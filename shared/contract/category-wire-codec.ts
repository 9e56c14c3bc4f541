import type { CategoryRequest, CategoryWire } from "./category-wire.ts";
import type { Category, CategoryInput } from "./category.ts";
import type { Lang } from "./common.ts";
import { localize } from "../localize.ts";

/**
 * The codec of a category's edge adapter: the one shape into the wire format and back
 * (`to…Wire` in the routes, `from…Wire` in the admin) and, where the admin sends one, into a
 * request (`to…Request`). Plain functions without zod: the wire format's schemas stay in
 * `category-wire.ts`, and the admin's start reads answers without loading them.
 */

/** An answer read back as the one shape. */
export function fromCategoryWire(wire: CategoryWire): Category {
  return {
    id: wire._id,
    name: { de: wire.nameI18n.de, en: wire.nameI18n.en },
    position: wire.position,
    isDrinks: wire.isDrinks,
    servedHours: wire.servedHours,
  };
}

/** The one input as the body of POST and PUT /api/categories (what the admin sends). */
export function toCategoryRequest(input: CategoryInput): CategoryRequest {
  return {
    name_en: input.name.en,
    name_de: input.name.de,
    position: input.position,
    ...(input.isDrinks === undefined ? {} : { isDrinks: input.isDrinks }),
    ...(input.servedHours === undefined ? {} : { servedHours: input.servedHours }),
  };
}

/** A category as the API answers it, its name in `lang` beside both languages. */
export function toCategoryWire(category: Category, lang: Lang): CategoryWire {
  return {
    _id: category.id,
    name: localize(category.name, lang),
    nameI18n: { en: category.name.en, de: category.name.de },
    position: category.position,
    isDrinks: category.isDrinks,
    servedHours: category.servedHours,
  };
}
