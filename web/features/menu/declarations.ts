import { ADDITIVES, ALLERGENS } from "@shared/contract/allergen-tables.ts";
import type { Lang } from "@shared/contract/common.ts";
import type { Dish } from "@shared/contract/dish.ts";

type Declared = Pick<Dish, "allergens" | "additives">;

/** The codes printed after a dish, as on German menus: "A, G · 11"; empty when it declares none. */
export function dishCodes(dish: Declared): string {
  return [dish.allergens.join(", "), dish.additives.join(", ")].filter(Boolean).join(" · ");
}

/**
 * The codes spelled out for screen readers and tooltips:
 * "Allergene: Glutenhaltiges Getreide, Milch/Laktose. Zusatzstoffe: koffeinhaltig".
 */
export function declarationLabel(
  dish: Declared,
  lang: Lang,
  words: { allergens: string; additives: string },
): string {
  const parts: string[] = [];
  if (dish.allergens.length > 0)
    parts.push(
      `${words.allergens}: ${dish.allergens.map((code) => ALLERGENS[code]?.[lang] ?? code).join(", ")}`,
    );
  if (dish.additives.length > 0)
    parts.push(
      `${words.additives}: ${dish.additives.map((n) => ADDITIVES[n]?.[lang] ?? String(n)).join(", ")}`,
    );
  return parts.join(". ");
}
