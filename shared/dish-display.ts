import type { Lang } from "./contract/common.ts";
import type { DishFactKey } from "./contract/dish-facts.ts";
import type { MenuPageDish } from "./contract/public-menu.ts";
import { fillPlaceholders } from "./translate.ts";

/**
 * Every field of a dish the public pages receive but its simple facts. Each surface that shows
 * dishes (the menu's card, its structured data, the printed menu) keeps a table with an entry for
 * every one, so a new field does not compile until each says how it shows it, or why it does not.
 * The simple facts (`DISH_FACTS`, shared/contract/dish-facts.ts) are shown by all of them alike, from
 * `FACT_DISPLAY` below.
 */
export type DishDisplayField = Exclude<keyof MenuPageDish, DishFactKey>;

/** Drawn by another field's entry: a dish's sizes with its price. */
export const shownWith = (field: DishDisplayField) => ({ shownWith: field }) as const;
/** Not on this surface, and why. */
export const notShown = (why: string) => ({ notShown: why }) as const;
export type NotDrawnHere = ReturnType<typeof shownWith> | ReturnType<typeof notShown>;

export type DishDisplay<Part> = { readonly [K in DishDisplayField]: Part | NotDrawnHere };

const drawsHere = <Part>(entry: Part | NotDrawnHere): entry is Part =>
  !(typeof entry === "object" && entry !== null && ("shownWith" in entry || "notShown" in entry));

/** The entries of a surface's table that draw something, in the table's order. */
export function drawnParts<Part>(table: DishDisplay<Part>): Part[] {
  return Object.values<Part | NotDrawnHere>(table).filter(drawsHere);
}

/**
 * How the public pages show a simple fact of a dish: its line on the card and the printed menu
 * in each language (`{{value}}` the number), and what the menu's structured data says of it.
 */
interface FactDisplay {
  line: Record<Lang, string>;
  jsonLd: ((value: number) => object) | ReturnType<typeof notShown>;
}

export const FACT_DISPLAY = {} as const satisfies Record<DishFactKey, FactDisplay>;

const factEntries = Object.entries(FACT_DISPLAY) as [DishFactKey, FactDisplay][];
type Facts = Pick<MenuPageDish, DishFactKey>;

/** The lines of the facts a dish has, in the table's order: "450 kcal per portion". */
export function factLines(dish: Facts, lang: Lang): string[] {
  return factEntries.flatMap(([key, display]) => {
    const value = dish[key] as number | null;
    if (value === null) return [];
    return [fillPlaceholders(display.line[lang], { value: value.toLocaleString(lang) })];
  });
}

/** What the structured data says of the facts a dish has, as properties to merge into its MenuItem. */
export function factsJsonLd(dish: Facts): object[] {
  return factEntries.flatMap(([key, display]) => {
    const value = dish[key] as number | null;
    return value === null || typeof display.jsonLd !== "function" ? [] : [display.jsonLd(value)];
  });
}
