import type { Category } from "@shared/contract/category.ts";
import type { CategoryRequestSchema } from "@shared/contract/category-wire.ts";
import type { z } from "zod";

/** What the category form holds: text as typed; CategoryRequestSchema trims and coerces. */
export interface CategoryFormValues {
  name_en: string;
  name_de: string;
  position: string;
  /** Its dishes are drinks, which must state the quantity served. */
  isDrinks: boolean;
  /** Served at its own hours only (a weekday lunch menu): the weekdays (0 = Sunday) and the interval. */
  served: boolean;
  servedWeekdays: number[];
  servedOpen: string;
  servedClose: string;
}

/** A lunch menu is the common case: Monday to Friday, 11:30–14:30, until staff change it. */
const LUNCH = { servedWeekdays: [1, 2, 3, 4, 5], servedOpen: "11:30", servedClose: "14:30" };

export const emptyCategoryForm: CategoryFormValues = {
  name_en: "",
  name_de: "",
  position: "",
  isDrinks: false,
  served: false,
  ...LUNCH,
};

/** Edit starts from the English and German names. */
export function categoryFormValues(category: Category): CategoryFormValues {
  const hours = category.servedHours;
  return {
    name_en: category.name.en,
    name_de: category.name.de,
    position: String(category.position),
    isDrinks: category.isDrinks,
    served: hours !== null,
    ...(hours
      ? { servedWeekdays: hours.weekdays, servedOpen: hours.open, servedClose: hours.close }
      : LUNCH),
  };
}

/** The body of POST and PUT /api/categories before CategoryRequestSchema checks it: every field of the request, by its name. */
export type CategoryPayload = Required<z.input<typeof CategoryRequestSchema>>;

/** Every field from the form's values, so a contract field the form does not fill is a type error; serving hours, or null for none. */
export function toCategoryInput(values: CategoryFormValues): CategoryPayload {
  return {
    name_en: values.name_en,
    name_de: values.name_de,
    position: values.position,
    isDrinks: values.isDrinks,
    servedHours: values.served
      ? { weekdays: values.servedWeekdays, open: values.servedOpen, close: values.servedClose }
      : null,
  };
}
