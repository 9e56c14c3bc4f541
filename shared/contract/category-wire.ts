import { z } from "zod";
import { booleanFieldSchema, I18nTextSchema, optionalTrimmed, positionSchema } from "./common.ts";
import { issueMessage } from "./api-errors.ts";
import { CategorySchema, NAME_MAX, type CategoryInput } from "./category.ts";
import { ServedHoursSchema } from "./served-hours.ts";

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
export type CategoryRequest = z.input<typeof CategoryRequestSchema>;
