import type { AdditiveNumber, AllergenCode } from "@shared/contract/allergens.ts";
import type { Lang } from "@shared/contract/common.ts";
import type { Dish } from "@shared/contract/dish.ts";
import type { DishVariant, DishVariantInput } from "@shared/contract/dish-variant.ts";
import { localize } from "@shared/localize.ts";
import { describeUpload } from "../uploads/uploads.service.server.ts";
import type { DishRow } from "./dishes.repo.server.ts";
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
    row.image_key && row.image_widths ? describeUpload({ key: row.image_key, kind: "image", widths: JSON.parse(row.image_widths) as number[] }) : null;
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
