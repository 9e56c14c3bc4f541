import type { Category } from "@shared/contract/category.ts";
import type { StoredVariant } from "@shared/contract/dish-variant.ts";
import type { z } from "zod";
import { DISH_FACT_KEYS, eachFact, type DishFactKey } from "@shared/contract/dish-facts.ts";
import type { DishCreateInput, DishUpdateInput } from "@shared/contract/dish.ts";
import {
  DishCreateRequestSchema,
  DishUpdateRequestSchema,
  type DishFieldName,
} from "@shared/contract/dish-wire.ts";
import {
  MENU_COLUMNS,
  VARIANT_NUMBERS,
  type MenuColumnKey,
  type VariantNumber,
} from "@shared/contract/menu-transfer.ts";
import { issueMessage } from "@shared/contract/api-errors.ts";
import { VARIANTS_MAX, VARIANTS_MIN } from "@shared/contract/dish-variant.ts";
import { columnOf, type Snake } from "../dishes/dish-mapper.server.ts";
import type { DishColumns } from "../dishes/dishes.repo.server.ts";

/** A simple fact's column of a stored dish. */
const storedFact = (dish: DishColumns, key: DishFactKey) =>
  (dish as unknown as Record<string, number | null>)[columnOf(key)] ?? null;

/** One dish as the file writes it: a text per column. */
export type Cells = Record<MenuColumnKey, string>;

export const emptyCells = (): Cells =>
  Object.fromEntries(MENU_COLUMNS.map((c) => [c.key, ""])) as Cells;

const variantKeys = (n: VariantNumber) =>
  ({
    de: `variant${n}De`,
    en: `variant${n}En`,
    price: `variant${n}Price`,
    volume: `variant${n}Volume`,
  }) as const satisfies Record<string, MenuColumnKey>;

/** A dish with nothing set but `fields`: what a new dish is before anyone fills it in. */
export const blankDish = (fields: Partial<DishColumns>): DishColumns => ({
  ...(Object.fromEntries(DISH_FACT_KEYS.map((key) => [columnOf(key), null])) as Record<
    Snake<DishFactKey>,
    null
  >),
  category_id: "",
  title_en: "",
  title_de: "",
  description_en: "",
  description_de: "",
  price_cents: 0,
  variants: "[]",
  volume_ml: null,
  position: 0,
  image_key: null,
  is_veg: 0,
  is_spicy: 0,
  allergens: "[]",
  additives: "[]",
  allergens_declared: 0,
  available_from: null,
  available_until: null,
  ...fields,
});

// ---- writing: a stored dish as cells -------------------------------------------------------

/** 1250 → "12,50": the German spreadsheet's number, without a currency sign, so it stays a number there. */
const euros = (cents: number) =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
const yesNo = (value: boolean) => (value ? "ja" : "nein");
/** 2026-12-24 → 24.12.2026, the date German spreadsheets show and save. */
const germanDate = (iso: string | null) => (iso ? iso.split("-").reverse().join(".") : "");

export interface DishCellsSource {
  id: string | null;
  dish: DishColumns;
  category: Pick<Category, "name">;
  soldOut: boolean;
}

export function cellsOf({ id, dish, category, soldOut }: DishCellsSource): Cells {
  const variants = JSON.parse(dish.variants) as StoredVariant[];
  // Every column but the sizes' is named here, so a new column does not compile until it is filled.
  const own = {
    id: id ?? "",
    categoryDe: category.name.de,
    categoryEn: category.name.en,
    titleDe: dish.title_de,
    titleEn: dish.title_en,
    descriptionDe: dish.description_de,
    descriptionEn: dish.description_en,
    price: variants.length > 0 ? "" : euros(dish.price_cents),
    volume: dish.volume_ml === null ? "" : String(dish.volume_ml),
    allergensDeclared: yesNo(dish.allergens_declared === 1),
    allergens: (JSON.parse(dish.allergens) as string[]).join(", "),
    additives: (JSON.parse(dish.additives) as number[]).join(", "),
    veg: yesNo(dish.is_veg === 1),
    spicy: yesNo(dish.is_spicy === 1),
    soldOut: yesNo(soldOut),
    availableFrom: germanDate(dish.available_from),
    availableUntil: germanDate(dish.available_until),
    position: String(dish.position),
    ...eachFact((key) => String(storedFact(dish, key) ?? "")),
  } satisfies Record<Exclude<MenuColumnKey, `variant${number}${string}`>, string>;
  const cells: Cells = { ...emptyCells(), ...own };
  variants.forEach((variant, i) => {
    const keys = variantKeys(VARIANT_NUMBERS[i] ?? 1);
    cells[keys.de] = variant.label_de;
    cells[keys.en] = variant.label_en;
    cells[keys.price] = euros(variant.priceCents);
    cells[keys.volume] = variant.volumeMl === null ? "" : String(variant.volumeMl);
  });
  return cells;
}

// ---- reading: cells as the dish form's fields ----------------------------------------------

class CellFormatError extends Error {}

/** "12,50", "12.5", "12", "1.250,00", with or without "€": integer cents. */
function centsOf(cell: string): number {
  const s = cell.replace(/[\s\u00a0€]/g, "");
  let match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(s);
  if (match?.[1])
    return Number(match[1].replaceAll(".", "")) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  match = /^(\d+)\.(\d{1,2})$/.exec(s);
  if (match?.[1] && match[2]) return Number(match[1]) * 100 + Number(match[2].padEnd(2, "0"));
  throw new CellFormatError(issueMessage("importPriceFormat"));
}

const YES = new Set(["ja", "j", "yes", "y", "x", "1", "wahr", "true"]);
const NO = new Set(["nein", "n", "no", "0", "falsch", "false", ""]);

function isYes(cell: string): boolean {
  const s = cell.trim().toLowerCase();
  if (YES.has(s)) return true;
  if (NO.has(s)) return false;
  throw new CellFormatError(issueMessage("importYesNo"));
}

/**
 * 24.12.2026 (German Excel), 24.12.26 (German LibreOffice), 1.2.2026, or 2026-12-24 → the
 * contract's YYYY-MM-DD; empty is none. Two-digit years are this century's.
 */
function isoDateOf(cell: string): string {
  const s = cell.trim();
  if (s === "" || /^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})$/.exec(s);
  if (!match?.[1] || !match[2] || !match[3])
    throw new CellFormatError(issueMessage("importDateFormat"));
  const year = match[3].length === 2 ? `20${match[3]}` : match[3];
  return `${year}-${match[2].padStart(2, "0")}-${match[1].padStart(2, "0")}`;
}

/** "A, G", "A;G" or "A G": the contract's comma list. */
const codeList = (cell: string) =>
  cell
    .split(/[\s,;]+/)
    .filter(Boolean)
    .join(",");

/** A row's problems are coded messages (`issueMessage`), as the schemas make them. */
export type ParsedRow = { ok: true; input: DishCreateInput } | { ok: false; messages: string[] };
export type ParsedChange = { ok: true; input: DishUpdateInput } | { ok: false; messages: string[] };

/**
 * The columns each field of the dish (its one shape, `shared/contract/dish.ts`) is read from. An
 * update sends a field only when the file has one of its columns, so what the file does not name
 * stays as stored; a field the file cannot hold names none. A new field does not compile until it
 * is listed here.
 */
const FIELD_COLUMNS = {
  categoryId: ["categoryDe", "categoryEn"],
  title: ["titleDe", "titleEn"],
  description: ["descriptionDe", "descriptionEn"],
  priceCents: ["price"],
  variants: VARIANT_NUMBERS.flatMap((n) => Object.values(variantKeys(n))),
  volumeMl: ["volume"],
  allergensDeclared: ["allergensDeclared"],
  allergens: ["allergens"],
  additives: ["additives"],
  isVeg: ["veg"],
  isSpicy: ["spicy"],
  availableFrom: ["availableFrom"],
  availableUntil: ["availableUntil"],
  position: ["position"],
  ...eachFact((key) => [key] as const),
} as const satisfies Record<keyof DishCreateInput, readonly MenuColumnKey[]>;

/** The dish's field a form field fills: `title_de` and `title_en` fill `title`. */
const fieldOf = (name: DishFieldName) =>
  name.replace(/_(de|en)$/, "") as keyof typeof FIELD_COLUMNS;

/** The request's fields (the edge adapter's, `dish-wire.ts`) as the cells write them, and the problems of the cells that did not read. */
function readFields(cells: Cells, categoryId: string) {
  const messages: string[] = [];
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (err) {
      if (!(err instanceof CellFormatError)) throw err;
      messages.push(err.message);
      return undefined;
    }
  };

  const variants = VARIANT_NUMBERS.map(variantKeys)
    .filter((keys) =>
      [keys.de, keys.en, keys.price, keys.volume].some((k) => cells[k].trim() !== ""),
    )
    .map((keys) => ({
      label_de: cells[keys.de],
      label_en: cells[keys.en],
      // A price that failed to read is reported once, not again as missing.
      priceCents:
        cells[keys.price].trim() === "" ? "" : (attempt(() => centsOf(cells[keys.price])) ?? 0),
      volumeMl: cells[keys.volume],
    }));
  const price = cells.price.trim() === "" ? undefined : (attempt(() => centsOf(cells.price)) ?? 0);
  if (price !== undefined && variants.length > 0)
    messages.push(issueMessage("variantCount", { min: VARIANTS_MIN, max: VARIANTS_MAX }));

  const fields = {
    categoryId,
    title_de: cells.titleDe,
    title_en: cells.titleEn,
    description_de: cells.descriptionDe,
    description_en: cells.descriptionEn,
    priceCents: price,
    variants,
    volumeMl: cells.volume,
    // Empty: declared when allergens are listed, as ticking one does in the form.
    allergensDeclared:
      cells.allergensDeclared.trim() === ""
        ? undefined
        : attempt(() => isYes(cells.allergensDeclared)),
    allergens: codeList(cells.allergens),
    additives: codeList(cells.additives),
    isVeg: attempt(() => isYes(cells.veg)),
    isSpicy: attempt(() => isYes(cells.spicy)),
    availableFrom: attempt(() => isoDateOf(cells.availableFrom)),
    availableUntil: attempt(() => isoDateOf(cells.availableUntil)),
    position: cells.position,
    ...eachFact((key) => cells[key]),
  } satisfies Record<DishFieldName, unknown>;
  return { fields, messages };
}

/**
 * Checks fields by the dish form's own schema, so an import accepts exactly what the form accepts
 * and refuses it in the same words. Every problem of the row is reported, not only the first.
 */
function check<S extends typeof DishCreateRequestSchema | typeof DishUpdateRequestSchema>(
  schema: S,
  fields: Record<string, unknown>,
  messages: string[],
): { ok: true; input: z.output<S> } | { ok: false; messages: string[] } {
  const result = schema.safeParse(fields);
  if (!result.success) {
    messages.push(...result.error.issues.map((issue) => issue.message));
    // The schema checks the dish as a whole (a title, a price or sizes, dates in order) only once
    // every field has passed; without the failed fields those checks run too. Sizes that failed
    // are not missing, so "Price is required." would mislead then.
    const failed = new Set(result.error.issues.map((issue) => String(issue.path[0])));
    const again = schema.safeParse(
      Object.fromEntries(Object.entries(fields).filter(([key]) => !failed.has(key))),
    );
    const misleading = (path: PropertyKey[]) => failed.has("variants") && path[0] === "priceCents";
    if (!again.success)
      messages.push(
        ...again.error.issues
          .filter((issue) => !misleading(issue.path))
          .map((issue) => issue.message),
      );
  }
  if (messages.length > 0 || !result.success)
    return { ok: false, messages: [...new Set(messages)] };
  return { ok: true, input: result.data as z.output<S> };
}

/** A whole new dish from its cells, checked as the form checks a new dish. */
export function parseCells(cells: Cells, categoryId: string): ParsedRow {
  const { fields, messages } = readFields(cells, categoryId);
  return check(DishCreateRequestSchema, fields, messages);
}

/**
 * The fields of a stored dish that the file's columns (`present`) hold, checked as the form checks
 * an update; the rest is not sent, so it keeps what is stored. `cells` are the stored dish's with
 * the file's on top, so a size the file names joins the sizes it does not.
 */
export function parseChangedCells(
  cells: Cells,
  categoryId: string,
  present: ReadonlySet<MenuColumnKey>,
): ParsedChange {
  const { fields, messages } = readFields(cells, categoryId);
  const sent = Object.fromEntries(
    Object.entries(fields).filter(([field]) =>
      FIELD_COLUMNS[fieldOf(field as DishFieldName)].some((column) => present.has(column)),
    ),
  );
  return check(DishUpdateRequestSchema, sent, messages);
}
