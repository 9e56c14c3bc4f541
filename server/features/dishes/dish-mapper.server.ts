import { z } from "zod";
import type { Lang } from "@shared/contract/common.ts";
import { datesInOrder } from "@shared/contract/availability.ts";
import {
  DishSchema,
  DishUpdateInputSchema,
  type Dish,
  type DishCreateInput,
  type DishUpdateInput,
} from "@shared/contract/dish.ts";
import type { ApiErrorCode } from "@shared/contract/api-errors.ts";
import {
  lowestPrice,
  type DishVariant,
  type DishVariantInput,
} from "@shared/contract/dish-variant.ts";
import { localize } from "@shared/localize.ts";
import { describeUpload } from "../uploads/uploads.service.server.ts";
import type { DishColumns, DishRow } from "./dishes.repo.server.ts";
import type { MenuClock } from "./sold-out.server.ts";

function toVariant(stored: DishVariantInput, lang: Lang): DishVariant {
  const labelI18n = { en: stored.label_en, de: stored.label_de };
  return {
    label: localize(labelI18n, lang),
    labelI18n,
    priceCents: stored.priceCents,
    volumeMl: stored.volumeMl,
  };
}

/** Whether the dish is sold out at the clock's moment: marked, and the next opening on a later day has not come. */
export function isSoldOut(row: Pick<DishRow, "sold_out_at">, clock: MenuClock): boolean {
  const until = clock.soldOutUntil(row.sold_out_at);
  return until !== null && clock.now < until;
}

export function toDish(row: DishRow, lang: Lang, clock: MenuClock): Dish {
  const stored = inputOf(row);
  const titleI18n = { en: row.title_en, de: row.title_de };
  const descriptionI18n = { en: row.description_en, de: row.description_de };
  const image =
    row.image_key && row.image_widths
      ? describeUpload({
          key: row.image_key,
          kind: "image",
          widths: JSON.parse(row.image_widths) as number[],
        })
      : null;
  return {
    ...(Object.fromEntries(SHARED_FIELDS.map((field) => [field, stored[field]])) as Pick<
      DishCreateInput,
      SharedField
    >),
    _id: row.id,
    title: localize(titleI18n, lang),
    titleI18n,
    description: localize(descriptionI18n, lang),
    descriptionI18n,
    variants: stored.variants.map((v) => toVariant(v, lang)),
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
type FieldName = keyof DishCreateInput & string;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const fieldsAndColumnsMatch: Same<Snake<FieldName>, keyof StoredColumns> = true;
void fieldsAndColumnsMatch;

const FIELDS = Object.keys(DishUpdateInputSchema.shape) as FieldName[];
export const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const shapeOf = (field: string): unknown => (DishSchema.shape as Record<string, unknown>)[field];
const isFlag = (field: string) => shapeOf(field) instanceof z.ZodBoolean;
const isList = (field: string) => shapeOf(field) instanceof z.ZodArray;

/** The answer's fields that are stored as they are (the rest is drawn from several columns or localized). */
type SharedField = Exclude<keyof Dish & FieldName, "variants">;
const SHARED_FIELDS = FIELDS.filter(
  (field): field is SharedField => field !== "variants" && shapeOf(field) !== undefined,
);

/** With sizes, the stored price is the lowest of them, so clients that know no sizes still show a price. */
export function toColumns(input: DishCreateInput): StoredColumns {
  const columns = Object.fromEntries(
    FIELDS.map((field) => {
      const value: unknown = input[field];
      if (typeof value === "boolean") return [columnOf(field), value ? 1 : 0];
      if (Array.isArray(value)) return [columnOf(field), JSON.stringify(value)];
      return [columnOf(field), value];
    }),
  ) as StoredColumns;
  if (input.variants.length > 0) columns.price_cents = lowestPrice(input.variants);
  return columns;
}

/** A stored row as the input that would store it again, exactly: nothing trimmed, checked or defaulted. */
export function inputOf(row: DishRow): DishCreateInput {
  return Object.fromEntries(
    FIELDS.map((field) => {
      const value = row[columnOf(field) as keyof StoredColumns];
      if (isFlag(field)) return [field, value === 1];
      if (isList(field)) return [field, JSON.parse(value as string)];
      return [field, value];
    }),
  ) as DishCreateInput;
}

/**
 * A stored dish with an update's sent fields applied; what was not sent stays as stored. Ticking
 * an allergen declares the dish; unticking all of them does not undeclare it.
 */
export function applyInput(stored: DishCreateInput, input: DishUpdateInput): DishCreateInput {
  const sent = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<DishCreateInput>;
  const merged: DishCreateInput = { ...stored, ...sent };
  if (input.allergensDeclared === undefined && input.allergens?.length)
    merged.allergensDeclared = true;
  return merged;
}

/** What makes a dish as a whole unstorable, whichever fields were sent: null when nothing does. */
export function dishRefusal(dish: DishCreateInput): ApiErrorCode | null {
  if (!dish.title_en && !dish.title_de) return "dishTitleRequired";
  if (!datesInOrder(dish.availableFrom, dish.availableUntil)) return "availabilityOrder";
  return null;
}
