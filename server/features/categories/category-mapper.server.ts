import type { Category } from "@shared/contract/category.ts";
import type { ServedHours } from "@shared/contract/served-hours.ts";
import type { Lang } from "@shared/contract/common.ts";
import { localize } from "@shared/localize.ts";
import type { CategoryRow } from "./categories.repo.server.ts";

export function toCategory(row: CategoryRow, lang: Lang): Category {
  const nameI18n = { en: row.name_en, de: row.name_de };
  return {
    _id: row.id,
    name: localize(nameI18n, lang),
    nameI18n,
    position: row.position,
    isDrinks: row.is_drinks === 1,
    servedHours: row.served_hours === null ? null : (JSON.parse(row.served_hours) as ServedHours),
  };
}
