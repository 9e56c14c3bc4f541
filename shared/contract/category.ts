import { z } from "zod";
import { I18nTextSchema } from "./common.ts";

/**
 * The one shape of a category: what services, the repository's codec, the spreadsheet, the
 * public menu's data and the admin see. Its name carries both languages. The HTTP answers and
 * requests keep their own field names (`_id`, `name` in the request's language, `name_en`): one
 * adapter translates at the edge (`category-wire.ts`).
 */
export const CategorySchema = z.object({
  id: z.string(),
  name: I18nTextSchema,
  position: z.number(),
  /** Its dishes are drinks, which must state the quantity served. */
  isDrinks: z.boolean(),
  /** Served only on these weekdays at these hours (a lunch menu); null whenever the restaurant is open. */
  servedHours: z
    .object({ weekdays: z.array(z.number()), open: z.string(), close: z.string() })
    .nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

/** What staff give of a category; an absent flag or hours keeps what is stored (a new one: not drinks, no hours). */
export const CategoryInputSchema = CategorySchema.omit({ id: true }).partial({
  isDrinks: true,
  servedHours: true,
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;
/** Every field of a stored category but its id: what an input becomes once the absent ones are filled in. */
export type CategoryFields = Omit<Category, "id">;

export const NAME_MAX = 120;
