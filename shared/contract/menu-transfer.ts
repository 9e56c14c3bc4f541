import type { ApiErrorCode } from "./api-errors.ts";
import type { I18nText } from "./common.ts";
import type { VARIANTS_MAX } from "./dish-variant.ts";
import { DISH_FACT_DECLARATIONS } from "./dish-facts.ts";

/**
 * The menu as a spreadsheet (GET /api/menu/export.csv, POST /api/menu/import): one row per dish,
 * one column per field, headed in German, since the restaurant's spreadsheets are German. Sizes
 * get four columns each ("Größe 2 Preis"), so a price rise is a formula over one column.
 * The admin explains each column by its key (menuTransfer.columns.<key> in its catalogues).
 */
// One number per size a dish may have (VARIANTS_MAX), spelled out so each column's key is a literal type.
const VARIANT_NUMBERS = [1, 2, 3, 4, 5, 6] as const satisfies { length: typeof VARIANTS_MAX };
const VARIANT_COLUMNS = VARIANT_NUMBERS.flatMap(
  (n) =>
    [
      { key: `variant${n}De`, header: `Größe ${n} (DE)` },
      { key: `variant${n}En`, header: `Größe ${n} (EN)` },
      { key: `variant${n}Price`, header: `Größe ${n} Preis` },
      { key: `variant${n}Volume`, header: `Größe ${n} Menge (ml)` },
    ] as const,
);

/** One column per simple fact of a dish, under the header its declaration gives. */
const FACT_COLUMNS = DISH_FACT_DECLARATIONS.map(([key, { header }]) => ({ key, header }));

export const MENU_COLUMNS = [
  { key: "id", header: "ID" },
  { key: "categoryDe", header: "Kategorie (DE)" },
  { key: "categoryEn", header: "Kategorie (EN)" },
  { key: "titleDe", header: "Name (DE)" },
  { key: "titleEn", header: "Name (EN)" },
  { key: "descriptionDe", header: "Beschreibung (DE)" },
  { key: "descriptionEn", header: "Beschreibung (EN)" },
  { key: "price", header: "Preis" },
  { key: "volume", header: "Menge (ml)" },
  ...VARIANT_COLUMNS,
  { key: "allergensDeclared", header: "Allergene geprüft" },
  { key: "allergens", header: "Allergene" },
  { key: "additives", header: "Zusatzstoffe" },
  { key: "veg", header: "Vegetarisch" },
  { key: "spicy", header: "Scharf" },
  ...FACT_COLUMNS,
  { key: "soldOut", header: "Heute ausverkauft" },
  { key: "availableFrom", header: "Sichtbar ab" },
  { key: "availableUntil", header: "Sichtbar bis" },
  { key: "position", header: "Position" },
] as const;

export type MenuColumnKey = (typeof MENU_COLUMNS)[number]["key"];
/** The columns the admin explains one by one; the sizes' columns are explained once, as a group. */
export type ExplainedColumnKey = Exclude<MenuColumnKey, `variant${number}${string}`> | "variants";
export type VariantNumber = (typeof VARIANT_NUMBERS)[number];
export { VARIANT_NUMBERS };

/** One field of one dish that an import changes, as the file writes it ("12,50"); empty is none. */
export interface MenuFieldChange {
  column: MenuColumnKey;
  before: string;
  after: string;
}

export interface MenuDishChange {
  /** The file's line (the spreadsheet's row number, the header being 1). */
  line: number;
  kind: "create" | "update";
  /** Null for a dish the import would create. */
  id: string | null;
  title: I18nText;
  fields: MenuFieldChange[];
}

/** One problem of the file: its code and values, by which the admin shows it in its language. */
export interface MenuImportError {
  line: number;
  code: ApiErrorCode;
  params?: Record<string, string>;
  /** The code's English text, for a client that shows text. */
  message: string;
}

/** The answer of POST /api/menu/import; with `errors`, status 400 and nothing applied. */
export interface MenuImportResult {
  created: number;
  updated: number;
  unchanged: number;
  categoriesCreated: number;
  /** The names of the categories the import creates. */
  newCategories: I18nText[];
  errors: MenuImportError[];
  /** Dish by dish, field by field: what the import changes (the preview) or changed. */
  changes: MenuDishChange[];
}

/** Rows besides the header: the whole menu at its largest, with room for blank and category rows. */
export const MENU_IMPORT_ROWS_MAX = 2000;
