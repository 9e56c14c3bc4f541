import type { Category, CategoryFields } from "@shared/contract/category.ts";
import type { ServedHours } from "@shared/contract/served-hours.ts";
import type { CategoryColumns, CategoryRow } from "./categories.repo.server.ts";

/** The codec between a category's row and its one shape: the name is stored as `name_en` and `name_de`. */
export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: { de: row.name_de, en: row.name_en },
    position: row.position,
    isDrinks: row.is_drinks === 1,
    servedHours: row.served_hours === null ? null : (JSON.parse(row.served_hours) as ServedHours),
  };
}

/**
 * The columns of a category's fields: the one way the one shape becomes a row. Every column must
 * be set here, so a new column that is not mapped does not compile. In the table's order, which
 * the history's snapshots keep.
 */
export function toColumns(fields: CategoryFields): CategoryColumns {
  return {
    name_en: fields.name.en,
    name_de: fields.name.de,
    position: fields.position,
    is_drinks: fields.isDrinks ? 1 : 0,
    served_hours: fields.servedHours === null ? null : JSON.stringify(fields.servedHours),
  };
}

/** A stored category as the fields that would store it again: the base an update's fields apply to. */
export function toInput({ id: _id, ...fields }: Category): CategoryFields {
  return fields;
}
