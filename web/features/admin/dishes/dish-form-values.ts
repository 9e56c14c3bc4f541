import { ADDITIVE_NUMBERS, ALLERGEN_CODES, type AdditiveNumber, type AllergenCode } from "@shared/contract/allergens.ts";
import type { Dish } from "@shared/contract/dish.ts";
import { centsToEuroInput, parseEuroToCents } from "@shared/price.ts";

/** One size as typed: euros like the single price, millilitres as digits. */
export interface VariantFormValues {
  label_en: string;
  label_de: string;
  price: string;
  volume: string;
}

/** Moves the size at `index` by `delta` places; outside the list nothing moves. */
export function moveVariant<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

export const emptyVariant: VariantFormValues = {
  label_en: "",
  label_de: "",
  price: "",
  volume: "",
};

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
  /** Ticked allergen letters and additive numbers, in legend order. */
  allergens: AllergenCode[];
  additives: AdditiveNumber[];
  /** Ticked when staff have checked the allergens; none ticked then means free of all 14. */
  allergensDeclared: boolean;
  /** Empty: one price. */
  variants: VariantFormValues[];
  /** Millilitres of a single-price drink. */
  volume: string;
  availableFrom: string;
  availableUntil: string;
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
  allergens: [],
  additives: [],
  allergensDeclared: false,
  variants: [],
  volume: "",
  availableFrom: "",
  availableUntil: "",
};

const TEXT_FIELDS = ["title_en", "title_de", "description_en", "description_de"] as const;

/** The multipart text fields a dish create or update sends, by field name. */
export type DishPayload = Record<string, string>;

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
    allergens: [...dish.allergens],
    additives: [...dish.additives],
    allergensDeclared: dish.allergensDeclared,
    variants: dish.variants.map((v) => ({
      label_en: v.labelI18n.en,
      label_de: v.labelI18n.de,
      price: centsToEuroInput(v.priceCents),
      volume: v.volumeMl === null ? "" : String(v.volumeMl),
    })),
    volume: dish.volumeMl === null ? "" : String(dish.volumeMl),
    availableFrom: dish.availableFrom ?? "",
    availableUntil: dish.availableUntil ?? "",
  };
}

/** A variant's price as cents when typed, else left empty so the schema reports it missing. */
const variantPayload = (v: VariantFormValues) => ({
  label_en: v.label_en,
  label_de: v.label_de,
  priceCents: v.price.trim() === "" ? "" : parseEuroToCents(v.price),
  volumeMl: v.volume.trim(),
});

/** A ticked or unticked code, keeping the list in legend order (A before G, 2 before 10). */
export function toggleCode<T extends string | number>(legend: readonly T[], list: readonly T[], code: T, ticked: boolean): T[] {
  return legend.filter((known) => (known === code ? ticked : list.includes(known)));
}

export const toggleAllergen = (list: readonly AllergenCode[], code: AllergenCode, ticked: boolean) => toggleCode(ALLERGEN_CODES, list, code, ticked);
export const toggleAdditive = (list: readonly AdditiveNumber[], code: AdditiveNumber, ticked: boolean) => toggleCode(ADDITIVE_NUMBERS, list, code, ticked);

/**
 * The ticked boxes as the API's comma-separated lists ("A,G", "1,10"); none ticked is an empty
 * string, which clears the list. Sent on create and on every edit alike: the boxes always show
 * the whole declaration, so what is sent is what staff see.
 */
function declarationFields(values: DishFormValues): DishPayload {
  return {
    allergens: values.allergens.join(","),
    additives: values.additives.join(","),
    allergensDeclared: String(values.allergensDeclared || values.allergens.length > 0),
  };
}

/**
 * Sizes, quantity and dates, always sent like the declarations: the form shows all of them, so
 * an emptied field clears it. With sizes, the single price and quantity are not sent.
 */
function offerFields(values: DishFormValues): DishPayload {
  const fields: DishPayload = {
    variants: JSON.stringify(values.variants.map(variantPayload)),
    availableFrom: values.availableFrom,
    availableUntil: values.availableUntil,
  };
  fields.volumeMl = values.variants.length > 0 ? "" : values.volume;
  return fields;
}

/** Text fields of POST /api/dishes: the price turned into integer cents, left out when empty. */
export function dishCreateFields(categoryId: string, values: DishFormValues): DishPayload {
  const fields: DishPayload = {
    categoryId,
    position: values.position,
    isVeg: String(values.isVeg),
    isSpicy: String(values.isSpicy),
    ...declarationFields(values),
    ...offerFields(values),
  };
  for (const key of TEXT_FIELDS) fields[key] = values[key];
  if (values.variants.length === 0 && values.price.trim() !== "") fields.priceCents = String(parseEuroToCents(values.price));
  return fields;
}

/**
 * Text fields of PUT /api/dishes/{id}. Empty text fields are not sent, the price
 * only when given. The flags and the allergen and additive lists are always sent.
 */
export function dishUpdateFields(categoryId: string, values: DishFormValues): DishPayload {
  const fields: DishPayload = {
    categoryId,
    isVeg: String(values.isVeg),
    isSpicy: String(values.isSpicy),
    ...declarationFields(values),
    ...offerFields(values),
  };
  for (const key of TEXT_FIELDS) if (values[key].trim() !== "") fields[key] = values[key];
  if (values.position.trim() !== "") fields.position = values.position;
  if (values.variants.length === 0 && values.price.trim() !== "") fields.priceCents = String(parseEuroToCents(values.price));
  return fields;
}

export function toFormData(fields: DishPayload, image: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append("image", image);
  return form;
}
