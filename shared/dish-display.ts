import type { MenuPageDish } from "./contract/public-menu.ts";

/**
 * Every field of a dish the public pages receive. Each surface that shows dishes (the menu's
 * card, its structured data, the printed menu) keeps a table with an entry for every one, so a
 * new field does not compile until each says how it shows it, or why it does not.
 */
export type DishDisplayField = keyof MenuPageDish;

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
