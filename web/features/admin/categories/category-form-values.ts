import type { Category } from "@shared/contract/category.ts";

/** What the category form holds: text as typed; CategoryInputSchema trims and coerces. */
export interface CategoryFormValues {
  name_en: string;
  name_de: string;
  position: string;
}

export const emptyCategoryForm: CategoryFormValues = { name_en: "", name_de: "", position: "" };

/** SPEC.md §4: edit starts from the English and German names, falling back to the generic name. */
export function categoryFormValues(category: Category): CategoryFormValues {
  const { en, de } = category.nameI18n;
  return { name_en: en || (de ? "" : category.name), name_de: de, position: String(category.position) };
}
