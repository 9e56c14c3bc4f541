import { DISH_FACT_KEYS, type DishFactKey } from "@shared/contract/dish-facts.ts";
import type { MenuColumnKey } from "@shared/contract/menu-transfer.ts";
import type { AdminI18n } from "../i18n/admin-i18n";

const VARIANT = /^variant(\d)(De|En|Price|Volume)$/;

/** A column's name in the admin's language: "Preis", "Größe 2, Preis". */
export function columnLabel(t: AdminI18n["t"], column: MenuColumnKey): string {
  const variant = VARIANT.exec(column);
  if (variant)
    return t(`menuTransfer.fields.variant${variant[2] as "De" | "En" | "Price" | "Volume"}`, {
      number: variant[1] ?? "",
    });
  if (DISH_FACT_KEYS.includes(column as DishFactKey))
    return t(`dishFacts.${column as DishFactKey}.label`);
  return t(
    `menuTransfer.fields.${column as Exclude<MenuColumnKey, `variant${string}` | DishFactKey>}`,
  );
}
