import type { AdditiveNumber, AllergenCode } from "@shared/contract/allergens.ts";
import type { Lang } from "@shared/contract/common.ts";
import type { Dish } from "@shared/contract/dish.ts";
import { localize } from "@shared/localize.ts";
import { describeUpload } from "../uploads/uploads.service.server.ts";
import type { DishRow } from "./dishes.repo.server.ts";

export function toDish(row: DishRow, lang: Lang): Dish {
  const titleI18n = { en: row.title_en, de: row.title_de };
  const descriptionI18n = { en: row.description_en, de: row.description_de };
  const image =
    row.image_key && row.image_widths
      ? describeUpload({ key: row.image_key, kind: "image", widths: JSON.parse(row.image_widths) as number[] })
      : null;
  return {
    _id: row.id,
    title: localize(titleI18n, lang),
    titleI18n,
    description: localize(descriptionI18n, lang),
    descriptionI18n,
    priceCents: row.price_cents,
    position: row.position,
    imageUrl: image?.url ?? null,
    imageVariants: image?.variants ?? [],
    isVeg: row.is_veg === 1,
    isSpicy: row.is_spicy === 1,
    allergens: JSON.parse(row.allergens) as AllergenCode[],
    additives: JSON.parse(row.additives) as AdditiveNumber[],
    categoryId: row.category_id,
  };
}
