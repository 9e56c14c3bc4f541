import { z } from "zod";
import { booleanFieldSchema, I18nTextSchema, optionalTrimmed, positionSchema } from "./common.ts";
import { issueMessage } from "./api-errors.ts";
import { ServedHoursSchema } from "./served-hours.ts";

export const CategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameI18n: I18nTextSchema,
  position: z.number(),
  /** Its dishes are drinks, which must state the quantity served. */
  isDrinks: z.boolean(),
  /** Served only on these weekdays at these hours (a lunch menu); null whenever the restaurant is open. */
  servedHours: z
    .object({ weekdays: z.array(z.number()), open: z.string(), close: z.string() })
    .nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

export const NAME_MAX = 120;

/** Payload of POST and PUT /api/categories, shared by the admin form and the server. */
export const CategoryInputSchema = z
  .object({
    name_en: optionalTrimmed.pipe(z.string().max(NAME_MAX, issueMessage("nameTooLong")).optional()),
    name_de: optionalTrimmed.pipe(z.string().max(NAME_MAX, issueMessage("nameTooLong")).optional()),
    position: positionSchema,
    /** Absent keeps the category as it is (a new one is not a drinks category). */
    isDrinks: booleanFieldSchema.optional(),
    /** Absent keeps the category's hours (a new one has none); null removes them. */
    servedHours: ServedHoursSchema.nullable().optional(),
  })
  .transform((v) => ({
    name_en: v.name_en ?? "",
    name_de: v.name_de ?? "",
    position: v.position,
    ...(v.isDrinks === undefined ? {} : { isDrinks: v.isDrinks }),
    ...(v.servedHours === undefined ? {} : { servedHours: v.servedHours }),
  }))
  .refine((v) => v.name_en !== "" || v.name_de !== "", {
    message: issueMessage("categoryNameRequired"),
  });
/** A checked body of POST or PUT /api/categories: an absent flag or hours keeps what is stored. */
export type CategoryInput = z.output<typeof CategoryInputSchema>;
/** Every field of a stored category, by the contract's names: what an input becomes once the absent ones are filled in. */
export type CategoryFields = Required<CategoryInput>;
