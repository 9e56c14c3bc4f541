import type { Category, CategoryFields } from "@shared/contract/category.ts";
import type { ServedHours } from "@shared/contract/served-hours.ts";
import type { Lang } from "@shared/contract/common.ts";
import { localize } from "@shared/localize.ts";
import type { CategoryColumns, CategoryRow } from "./categories.repo.server.ts";

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

/**
 * The columns of a category's fields: the one way the contract's input becomes a row. Every
 * column must be set here, so a new column that is not mapped does not compile. In the table's
 * order, which the history's snapshots keep.
 */
export function toColumns(fields: CategoryFields): CategoryColumns {
  return {
    name_en: fields.name_en,
    name_de: fields.name_de,
    position: fields.position,
    is_drinks: fields.isDrinks ? 1 : 0,
    served_hours: fields.servedHours === null ? null : JSON.stringify(fields.servedHours),
  };
}

/** A stored category as the fields that would store it again: the base an update's fields apply to. */
export function toInput(category: Category): CategoryFields {
  return {
    name_en: category.nameI18n.en,
    name_de: category.nameI18n.de,
    position: category.position,
    isDrinks: category.isDrinks,
    servedHours: category.servedHours,
  };
}
