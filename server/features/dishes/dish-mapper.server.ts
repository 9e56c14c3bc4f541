import type { AdditiveNumber, AllergenCode } from "@shared/contract/allergens.ts";
import type { Lang } from "@shared/contract/common.ts";
import { datesInOrder } from "@shared/contract/availability.ts";
import type { Dish, DishCreateInput, DishUpdateInput } from "@shared/contract/dish.ts";
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
    _id: row.id,
    title: localize(titleI18n, lang),
    titleI18n,
    description: localize(descriptionI18n, lang),
    descriptionI18n,
    priceCents: row.price_cents,
    variants: (JSON.parse(row.variants) as DishVariantInput[]).map((v) => toVariant(v, lang)),
    volumeMl: row.volume_ml,
    position: row.position,
    imageUrl: image?.url ?? null,
    imageVariants: image?.variants ?? [],
    isVeg: row.is_veg === 1,
    isSpicy: row.is_spicy === 1,
    allergens: JSON.parse(row.allergens) as AllergenCode[],
    additives: JSON.parse(row.additives) as AdditiveNumber[],
    allergensDeclared: row.allergens_declared === 1,
    soldOut: isSoldOut(row, clock),
    availableFrom: row.available_from,
    availableUntil: row.available_until,
    categoryId: row.category_id,
  };
}

/**
 * The columns of a dish's fields: the one way the contract's input becomes a row. Every column
 * but the image (stored apart) must be set here, so a new column or input field that is not
 * mapped does not compile. With sizes, the stored price is the lowest of them, so clients that
 * know no sizes still show a price.
 */
export function toColumns(input: DishCreateInput): Omit<DishColumns, "image_key"> {
  return {
    category_id: input.categoryId,
    title_en: input.title_en,
    title_de: input.title_de,
    description_en: input.description_en,
    description_de: input.description_de,
    price_cents: input.variants.length > 0 ? lowestPrice(input.variants) : input.priceCents,
    variants: JSON.stringify(input.variants),
    volume_ml: input.volumeMl,
    position: input.position,
    is_veg: input.isVeg ? 1 : 0,
    is_spicy: input.isSpicy ? 1 : 0,
    allergens: JSON.stringify(input.allergens),
    additives: JSON.stringify(input.additives),
    allergens_declared: input.allergensDeclared ? 1 : 0,
    available_from: input.availableFrom,
    available_until: input.availableUntil,
  };
}

/** A stored row as the input that would store it again, exactly: nothing trimmed, checked or defaulted. */
export function inputOf(row: DishRow): DishCreateInput {
  return {
    categoryId: row.category_id,
    title_en: row.title_en,
    title_de: row.title_de,
    description_en: row.description_en,
    description_de: row.description_de,
    priceCents: row.price_cents,
    variants: JSON.parse(row.variants) as DishVariantInput[],
    volumeMl: row.volume_ml,
    position: row.position,
    isVeg: row.is_veg === 1,
    isSpicy: row.is_spicy === 1,
    allergens: JSON.parse(row.allergens) as AllergenCode[],
    additives: JSON.parse(row.additives) as AdditiveNumber[],
    allergensDeclared: row.allergens_declared === 1,
    availableFrom: row.available_from,
    availableUntil: row.available_until,
  };
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
