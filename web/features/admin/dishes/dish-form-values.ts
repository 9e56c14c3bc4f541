import type { Dish } from "@shared/contract/dish.ts";
import { centsToEuroInput, parseEuroToCents } from "@shared/price.ts";

/** What the dish form holds; the multipart payload is built from it by the functions below. */
export interface DishFormValues {
  title_en: string;
  title_de: string;
  description_en: string;
  description_de: string;
  /** Euros as typed: "12,50" or "12.5". */
  price: string;
  position: string;
  isVeg: boolean;
  isSpicy: boolean;
}

export const emptyDishForm: DishFormValues = {
  title_en: "",
  title_de: "",
  description_en: "",
  description_de: "",
  price: "",
  position: "",
  isVeg: false,
  isSpicy: false,
};

const TEXT_FIELDS = ["title_en", "title_de", "description_en", "description_de"] as const;

export type DishFields = Record<string, string>;

export function dishFormValues(dish: Dish): DishFormValues {
  return {
    title_en: dish.titleI18n.en,
    title_de: dish.titleI18n.de,
    description_en: dish.descriptionI18n.en,
    description_de: dish.descriptionI18n.de,
    price: centsToEuroInput(dish.priceCents),
    position: String(dish.position),
    isVeg: dish.isVeg,
    isSpicy: dish.isSpicy,
  };
}

/** Text fields of POST /api/dishes: the price turned into integer cents, left out when empty. */
export function dishCreateFields(categoryId: string, values: DishFormValues): DishFields {
  const fields: DishFields = { categoryId, position: values.position, isVeg: String(values.isVeg), isSpicy: String(values.isSpicy) };
  for (const key of TEXT_FIELDS) fields[key] = values[key];
  if (values.price.trim() !== "") fields.priceCents = String(parseEuroToCents(values.price));
  return fields;
}

/** Text fields of PUT /api/dishes/{id}. SPEC.md §5: empty text fields are not sent, the price only when given. */
export function dishUpdateFields(categoryId: string, values: DishFormValues): DishFields {
  const fields: DishFields = { categoryId, isVeg: String(values.isVeg), isSpicy: String(values.isSpicy) };
  for (const key of TEXT_FIELDS) if (values[key].trim() !== "") fields[key] = values[key];
  if (values.position.trim() !== "") fields.position = values.position;
  if (values.price.trim() !== "") fields.priceCents = String(parseEuroToCents(values.price));
  return fields;
}

export function toFormData(fields: DishFields, image: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append("image", image);
  return form;
}
