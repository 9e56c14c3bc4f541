import {
  ADDITIVE_NUMBERS,
  ALLERGEN_CODES,
  type AdditiveNumber,
  type AllergenCode,
} from "@shared/contract/allergens.ts";
import { z } from "zod";
import { DishCreateInputSchema, type Dish } from "@shared/contract/dish.ts";
import { DishVariantSchema } from "@shared/contract/dish-variant.ts";
import type { DishFieldName } from "@shared/contract/dish-wire.ts";
import { eachFact } from "@shared/contract/dish-facts.ts";
import { centsToEuroInput, parseEuroToCents } from "@shared/price.ts";

/** Typed as staff type them: euros ("12,50" or "12.5"), millilitres and facts as digits, dates empty for none. */
const typed = z.string();

/** One size as typed: the dish's size with euros like the single price, millilitres as digits. */
const VariantFormSchema = DishVariantSchema.omit({ priceCents: true, volumeMl: true }).extend({
  price: typed,
  volume: typed,
});
export type VariantFormValues = z.infer<typeof VariantFormSchema>;

/**
 * What the dish form holds: the dish's one shape (`shared/contract/dish.ts`) without what the
 * form does not set (its category and place are the list's), with what staff type as strings.
 * The multipart payload is built from it by the functions below.
 */
export const DishFormSchema = DishCreateInputSchema.omit({ categoryId: true, position: true })
  .omit({ priceCents: true, volumeMl: true })
  .extend({
    ...eachFact(() => typed),
    price: typed,
    /** Millilitres of a single-price drink. */
    volume: typed,
    /** Empty: one price. */
    variants: z.array(VariantFormSchema),
    availableFrom: typed,
    availableUntil: typed,
  });
export type DishFormValues = z.infer<typeof DishFormSchema>;

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
  label: { en: "", de: "" },
  price: "",
  volume: "",
};

export const emptyDishForm: DishFormValues = {
  ...eachFact(() => ""),
  title: { en: "", de: "" },
  description: { en: "", de: "" },
  price: "",
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

/** The multipart text fields a dish create or update sends, by the contract's field names. */
export type DishPayload = Partial<Record<DishFieldName, string>>;

/** Left out of an update when empty: an empty one would clear what is stored. */
const KEPT_WHEN_EMPTY: readonly DishFieldName[] = [
  "title_en",
  "title_de",
  "description_en",
  "description_de",
];

export function dishFormValues(dish: Dish): DishFormValues {
  return {
    ...eachFact((key) => (dish[key] === null ? "" : String(dish[key]))),
    title: { en: dish.title.en, de: dish.title.de },
    description: { en: dish.description.en, de: dish.description.de },
    price: centsToEuroInput(dish.priceCents),
    isVeg: dish.isVeg,
    isSpicy: dish.isSpicy,
    allergens: [...dish.allergens],
    additives: [...dish.additives],
    allergensDeclared: dish.allergensDeclared,
    variants: dish.variants.map((v) => ({
      label: { en: v.label.en, de: v.label.de },
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
  label_en: v.label.en,
  label_de: v.label.de,
  priceCents: v.price.trim() === "" ? "" : parseEuroToCents(v.price),
  volumeMl: v.volume.trim(),
});

/** A ticked or unticked code, keeping the list in legend order (A before G, 2 before 10). */
export function toggleCode<T extends string | number>(
  legend: readonly T[],
  list: readonly T[],
  code: T,
  ticked: boolean,
): T[] {
  return legend.filter((known) => (known === code ? ticked : list.includes(known)));
}

export const toggleAllergen = (
  list: readonly AllergenCode[],
  code: AllergenCode,
  ticked: boolean,
) => toggleCode(ALLERGEN_CODES, list, code, ticked);
export const toggleAdditive = (
  list: readonly AdditiveNumber[],
  code: AdditiveNumber,
  ticked: boolean,
) => toggleCode(ADDITIVE_NUMBERS, list, code, ticked);

/**
 * Every field of the contract from the form's values, so a field the form does not fill is a
 * type error. The ticked boxes go as the API's comma-separated lists ("A,G", "1,10"); none ticked
 * is an empty string, which clears the list. The declarations, sizes, quantity and dates are sent
 * on create and every edit alike: the form shows all of them, so what is sent is what staff see
 * and an emptied field clears it. With sizes, the single price and quantity are empty; the price
 * becomes integer cents, and is empty when not typed.
 */
function dishFields(
  categoryId: string,
  values: DishFormValues,
  position: number | null,
): Record<DishFieldName, string> {
  const sizes = values.variants.length > 0;
  return {
    ...eachFact((key) => values[key]),
    categoryId,
    title_en: values.title.en,
    title_de: values.title.de,
    description_en: values.description.en,
    description_de: values.description.de,
    priceCents: sizes || values.price.trim() === "" ? "" : String(parseEuroToCents(values.price)),
    position: position === null ? "" : String(position),
    isVeg: String(values.isVeg),
    isSpicy: String(values.isSpicy),
    allergens: values.allergens.join(","),
    additives: values.additives.join(","),
    allergensDeclared: String(values.allergensDeclared || values.allergens.length > 0),
    variants: JSON.stringify(values.variants.map(variantPayload)),
    volumeMl: sizes ? "" : values.volume,
    availableFrom: values.availableFrom,
    availableUntil: values.availableUntil,
  };
}

const without = (
  fields: Record<DishFieldName, string>,
  leaveOut: (name: DishFieldName, value: string) => boolean,
): DishPayload =>
  Object.fromEntries(
    Object.entries(fields).filter(([name, value]) => !leaveOut(name as DishFieldName, value)),
  );

/**
 * Text fields of POST /api/dishes, placed at `position` (the end of its category); the price is
 * left out when empty, so the schema reports it missing.
 */
export function dishCreateFields(
  categoryId: string,
  values: DishFormValues,
  position: number,
): DishPayload {
  return without(
    dishFields(categoryId, values, position),
    (name, value) => name === "priceCents" && value === "",
  );
}

/**
 * Text fields of PUT /api/dishes/{id}: empty texts are not sent, the price only when given, the
 * position only when the dish moves (null keeps its place).
 */
export function dishUpdateFields(
  categoryId: string,
  values: DishFormValues,
  position: number | null,
): DishPayload {
  return without(
    dishFields(categoryId, values, position),
    (name, value) =>
      (name === "priceCents" || name === "position" || KEPT_WHEN_EMPTY.includes(name)) &&
      value.trim() === "",
  );
}

export function toFormData(fields: DishPayload, image: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) form.append(key, value);
  if (image) form.append("image", image);
  return form;
}
