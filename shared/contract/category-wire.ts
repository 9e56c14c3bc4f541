import { z } from "zod";
import {
  booleanFieldSchema,
  I18nTextSchema,
  optionalTrimmed,
  positionSchema,
  type Lang,
} from "./common.ts";
import { issueMessage } from "./api-errors.ts";
import { CategorySchema, NAME_MAX, type Category, type CategoryInput } from "./category.ts";
import { ServedHoursSchema } from "./served-hours.ts";
import { localize } from "../localize.ts";

/**
 * The category's edge adapter: the API's answers and requests keep their own field names (`_id`,
 * the name in the request's language beside `nameI18n`, the form's `name_en` and `name_de`);
 * everything behind the edge sees the one shape of `category.ts`. The answer is
 * `toCategoryWire`, read back with `fromCategoryWire` (category-reader.ts); a request is parsed by
 * `CategoryRequestSchema` into the one input.
 */

/** A category as the API answers it (the OpenAPI component `Category`), its fields in the answer's order. */
export const CategoryWireSchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameI18n: I18nTextSchema,
  position: CategorySchema.shape.position,
  isDrinks: CategorySchema.shape.isDrinks,
  servedHours: CategorySchema.shape.servedHours,
});
export type CategoryWire = z.infer<typeof CategoryWireSchema>;

const name = optionalTrimmed.pipe(z.string().max(NAME_MAX, issueMessage("nameTooLong")).optional());

/** The body of POST and PUT /api/categories (the OpenAPI component `CategoryInput`), as the one input. */
export const CategoryRequestSchema = z
  .object({
    name_en: name,
    name_de: name,
    position: positionSchema,
    /** Absent keeps the category as it is (a new one is not a drinks category). */
    isDrinks: booleanFieldSchema.optional(),
    /** Absent keeps the category's hours (a new one has none); null removes them. */
    servedHours: ServedHoursSchema.nullable().optional(),
  })
  .transform((v): CategoryInput => ({
    name: { de: v.name_de ?? "", en: v.name_en ?? "" },
    position: v.position,
    ...(v.isDrinks === undefined ? {} : { isDrinks: v.isDrinks }),
    ...(v.servedHours === undefined ? {} : { servedHours: v.servedHours }),
  }))
  .refine((v) => v.name.en !== "" || v.name.de !== "", {
    message: issueMessage("categoryNameRequired"),
  });

/** The one input as the body of POST and PUT /api/categories (what the admin sends). */
export function toCategoryRequest(input: CategoryInput): z.input<typeof CategoryRequestSchema> {
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

/** An answer read back as the one shape. */
