import type { Category } from "@shared/contract/category.ts";

/** What the category form holds: text as typed; CategoryInputSchema trims and coerces. */
export interface CategoryFormValues {
  name_en: string;
  name_de: string;
  position: string;
  /** Its dishes are drinks, which must state the quantity served. */
  isDrinks: boolean;
}

export const emptyCategoryForm: CategoryFormValues = {
  name_en: "",
  name_de: "",
  position: "",
  isDrinks: false,
};

/** Edit starts from the English and German names, falling back to the generic name. */
export function categoryFormValues(category: Category): CategoryFormValues {
  const { en, de } = category.nameI18n;
  return {
    name_en: en || (de ? "" : category.name),
    name_de: de,
    position: String(category.position),
    isDrinks: category.isDrinks,
  };
}
