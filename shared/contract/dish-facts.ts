/**
 * The simple facts of a dish: an optional whole number each, from 0 to `max`, none until staff
 * give one, in a column of its own (the key in snake_case). One entry here makes a fact part of
 * the answer, of the forms' input (shared/contract/dish.ts) and of the spreadsheet, under
 * `header`; the admin's texts are `dishFacts.<key>` in its catalogues, and how the public pages
 * show it is its entry in `FACT_DISPLAY` (shared/dish-display.ts). The compiler asks for each.
 *
 * Data without zod, so the spreadsheet's columns and the catalogues can read it.
 */
export interface FactDeclaration {
  max: number;
  /** The spreadsheet's column, headed in German like the others. */
  header: string;
}
export const DISH_FACTS = {} as const satisfies Record<string, FactDeclaration>;
export type DishFactKey = keyof typeof DISH_FACTS;
export const DISH_FACT_KEYS = Object.keys(DISH_FACTS) as DishFactKey[];
/** Each fact with its declaration, for code that reads them all alike. */
export const DISH_FACT_DECLARATIONS = Object.entries(DISH_FACTS) as [
  DishFactKey,
  FactDeclaration,
][];
/** One value for each fact. */
export const eachFact = <T>(value: (key: DishFactKey) => T) =>
  Object.fromEntries(DISH_FACT_KEYS.map((key) => [key, value(key)])) as Record<DishFactKey, T>;
