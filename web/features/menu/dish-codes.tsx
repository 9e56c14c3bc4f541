import type { Dish } from "@shared/contract/dish.ts";
import { useI18n } from "~/lib/i18n/i18n";
import { declarationLabel, dishCodes } from "./declarations";

/**
 * The allergen letters and additive numbers after a dish's title, raised like footnote marks.
 * Screen readers hear the names instead of the letters; a mouse pointer shows them as a tooltip.
 */
export function DishCodes({ dish }: { dish: Pick<Dish, "allergens" | "additives"> }) {
  const { lang, t } = useI18n();
  const codes = dishCodes(dish);
  if (!codes) return null;
  const label = declarationLabel(dish, lang, {
    allergens: t("menu.allergens"),
    additives: t("menu.additives"),
  });
  return (
    <span className="ml-1.5 inline-block align-super text-xs leading-none font-semibold tracking-wide whitespace-nowrap text-ink-900/70">
      <span aria-hidden="true" title={label} data-testid="dish-codes" className="cursor-help">
        {codes}
      </span>
      <span className="sr-only" data-testid="dish-declaration">
        {label}
      </span>
    </span>
  );
}
