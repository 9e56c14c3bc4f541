import { z } from "zod";
import { datesInOrder } from "@shared/contract/availability.ts";
import {
  DishCreateInputSchema,
  type Dish,
  type DishCreateInput,
  type DishUpdateInput,
} from "@shared/contract/dish.ts";
import type { ApiErrorCode } from "@shared/contract/api-errors.ts";
import {
  lowestPrice,
  type DishVariant,
  type StoredVariant,
} from "@shared/contract/dish-variant.ts";
import { describeUpload } from "../uploads/uploads.service.server.ts";
import type { DishColumns, DishRow } from "./dishes.repo.server.ts";
import type { MenuClock } from "./sold-out.server.ts";

/** Whether the dish is sold out at the clock's moment: marked, and the next opening on a later day has not come. */
export function isSoldOut(row: Pick<DishRow, "sold_out_at">, clock: MenuClock): boolean {
  const until = clock.soldOutUntil(row.sold_out_at);
  return until !== null && clock.now < until;
}

export function toDish(row: DishRow, clock: MenuClock): Dish {
  const image =
    row.image_key && row.image_widths
      ? describeUpload({
          key: row.image_key,
          kind: "image",
          widths: JSON.parse(row.image_widths) as number[],
        })
      : null;
  return {
    ...inputOf(row),
    id: row.id,
    imageUrl: image?.url ?? null,
    imageVariants: image?.variants ?? [],
    soldOut: isSoldOut(row, clock),
  };
}

/**
 * The one codec between a dish's input fields and its row: a field is stored in the column of its
 * name in snake_case (`isVeg` in `is_veg`), a boolean as 0 or 1, a list as JSON; anything else as
 * it is. So a plain new column needs no code here, and the compiler checks that the fields and
 * the columns (all but the image, stored apart) name each other.
 */
export type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;
type StoredColumns = Omit<DishColumns, "image_key">;
/** The fields written out below: the bilingual texts (a column per language) and the sizes (their labels stored as `label_en`, `label_de`). */
type OwnField = "title" | "description" | "variants";
type FieldName = Exclude<keyof DishCreateInput & string, OwnField>;
type OwnColumn = "title_en" | "title_de" | "description_en" | "description_de" | "variants";
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const fieldsAndColumnsMatch: Same<Snake<FieldName> | OwnColumn, keyof StoredColumns> = true;
void fieldsAndColumnsMatch;

const OWN_FIELDS: readonly string[] = ["title", "description", "variants"] satisfies OwnField[];
const FIELDS = Object.keys(DishCreateInputSchema.shape).filter(
  (field): field is FieldName => !OWN_FIELDS.includes(field),
);
export const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const shapeOf = (field: string): unknown =>
  (DishCreateInputSchema.shape as Record<string, unknown>)[field];
const isFlag = (field: string) => shapeOf(field) instanceof z.ZodBoolean;
const isList = (field: string) => shapeOf(field) instanceof z.ZodArray;

const storedVariant = (v: DishVariant): StoredVariant => ({
  label_en: v.label.en,
  label_de: v.label.de,
  priceCents: v.priceCents,
  volumeMl: v.volumeMl,
});
const variantOf = (v: StoredVariant): DishVariant => ({
  label: { de: v.label_de, en: v.label_en },
  priceCents: v.priceCents,
  volumeMl: v.volumeMl,
});

/** With sizes, the stored price is the lowest of them, so clients that know no sizes still show a price. */
export function toColumns(input: DishCreateInput): StoredColumns {
  const columns = {
    ...(Object.fromEntries(
      FIELDS.map((field) => {
        const value: unknown = input[field];
        if (typeof value === "boolean") return [columnOf(field), value ? 1 : 0];
        if (Array.isArray(value)) return [columnOf(field), JSON.stringify(value)];
        return [columnOf(field), value];
      }),
    ) as Omit<StoredColumns, OwnColumn>),
    title_en: input.title.en,
    title_de: input.title.de,
    description_en: input.description.en,
    description_de: input.description.de,
    variants: JSON.stringify(input.variants.map(storedVariant)),
  } satisfies StoredColumns;
  if (input.variants.length > 0) columns.price_cents = lowestPrice(input.variants);
  return columns;
}

/** A stored row as the input that would store it again, exactly: nothing trimmed, checked or defaulted. */
export function inputOf(row: DishRow): DishCreateInput {
  return {
    ...(Object.fromEntries(
      FIELDS.map((field) => {
        const value = row[columnOf(field) as keyof StoredColumns];
        if (isFlag(field)) return [field, value === 1];
        if (isList(field)) return [field, JSON.parse(value as string)];
        return [field, value];
      }),
    ) as Omit<DishCreateInput, OwnField>),
    title: { de: row.title_de, en: row.title_en },
    description: { de: row.description_de, en: row.description_en },
    variants: (JSON.parse(row.variants) as StoredVariant[]).map(variantOf),
  };
}

/**
 * A stored dish with an update's sent fields applied; what was not sent stays as stored. Ticking
 * an allergen declares the dish; unticking all of them does not undeclare it.
 */
export function applyInput(stored: DishCreateInput, input: DishUpdateInput): DishCreateInput {
  const sent = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Omit<DishUpdateInput, "title" | "description">;
  const merged: DishCreateInput = {
    ...stored,
    ...sent,
    title: { ...stored.title, ...input.title },
    description: { ...stored.description, ...input.description },
  };
  if (input.allergensDeclared === undefined && input.allergens?.length)
    merged.allergensDeclared = true;
  return merged;
}

/** What makes a dish as a whole unstorable, whichever fields were sent: null when nothing does. */
export function dishRefusal(dish: DishCreateInput): ApiErrorCode | null {
  if (!dish.title.en && !dish.title.de) return "dishTitleRequired";
  if (!datesInOrder(dish.availableFrom, dish.availableUntil)) return "availabilityOrder";
  return null;
}
