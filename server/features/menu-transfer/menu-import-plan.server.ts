import { setImmediate as nextTurn } from "node:timers/promises";
import type { Category } from "@shared/contract/category.ts";
import { CategoryRequestSchema } from "@shared/contract/category-wire.ts";
import type { I18nText } from "@shared/contract/common.ts";
import { issueMessage } from "@shared/contract/api-errors.ts";
import {
  MENU_COLUMNS,
  type MenuColumnKey,
  type MenuDishChange,
  type MenuImportError,
  type MenuImportResult,
} from "@shared/contract/menu-transfer.ts";
import { MENU_CATEGORIES_MAX, MENU_DISHES_MAX } from "@shared/contract/menu-size.ts";
import { applyInput, dishRefusal, inputOf, toColumns } from "../dishes/dish-mapper.server.ts";
import type { DishColumns, DishRow } from "../dishes/dishes.repo.server.ts";
import {
  blankDish,
  cellsOf,
  emptyCells,
  parseCells,
  parseChangedCells,
  type Cells,
} from "./dish-cells.server.ts";
import { importError, ImportRefusal } from "./import-refusal.server.ts";

/** What an import does, worked out before anything is written; categories to create are `new:<n>` until they exist. */
export interface ImportPlan {
  result: MenuImportResult;
  newCategories: PlannedCategory[];
  creates: DishColumns[];
  /** Only the columns the file changes: the rest of the row is not written. */
  updates: { id: string; columns: Partial<DishColumns> }[];
}

/** A category the file names: one that exists (its id) or one to create (`new:<n>`). */
type PlannedCategory = { ref: string; name: I18nText };

export interface MenuState {
  categories: Category[];
  dishes: DishRow[];
  isSoldOut: (dish: DishRow) => boolean;
}

const NEW_PREFIX = "new:";
const ROWS_PER_TURN = 50;
export const isNewCategoryRef = (ref: string) => ref.startsWith(NEW_PREFIX);

const BY_HEADER = new Map(MENU_COLUMNS.map((c) => [c.header.toLowerCase(), c.key]));
const CATEGORY_KEYS: readonly MenuColumnKey[] = ["categoryDe", "categoryEn"];
// Shown in the export, but a day's mark is not something a spreadsheet should set.
const NOT_IMPORTED: readonly MenuColumnKey[] = ["id", "soldOut"];
const noNames = { name: { de: "", en: "" } };
const NEW_DISH = cellsOf({ id: null, dish: blankDish({}), category: noNames, soldOut: false });
const COMPARED = MENU_COLUMNS.map((c) => c.key).filter((k) => !NOT_IMPORTED.includes(k));

// The form sends a text's line breaks as CRLF, spreadsheets save them as LF: the same text.
const sameText = (a: string, b: string) => a.replace(/\r\n?/g, "\n") === b.replace(/\r\n?/g, "\n");
const normal = (name: string) => name.trim().toLocaleLowerCase("de");

function readHeader(header: string[], errors: MenuImportError[]): (MenuColumnKey | null)[] {
  const keys = header.map((cell) => {
    const key = BY_HEADER.get(cell.trim().toLowerCase());
    if (!key && cell.trim() !== "")
      errors.push(importError(1, issueMessage("importUnknownColumn", { header: cell.trim() })));
    return key ?? null;
  });
  for (const key of new Set(keys)) {
    if (key && keys.filter((k) => k === key).length > 1)
      errors.push(
        importError(
          1,
          issueMessage("importDuplicateColumn", {
            header: MENU_COLUMNS.find((c) => c.key === key)?.header ?? key,
          }),
        ),
      );
  }
  if (!keys.includes("id")) errors.push(importError(1, issueMessage("importIdColumnRequired")));
  return keys;
}

/** Finds a category by its German name, else its English one (case aside); plans the missing ones. */
function categoryFinder(existing: Category[], plan: ImportPlan) {
  const byDe = new Map<string, PlannedCategory>();
  const byEn = new Map<string, PlannedCategory>();
  const remember = (c: PlannedCategory) => {
    if (c.name.de && !byDe.has(normal(c.name.de))) byDe.set(normal(c.name.de), c);
    if (c.name.en && !byEn.has(normal(c.name.en))) byEn.set(normal(c.name.en), c);
  };
  existing.forEach((c) => remember({ ref: c.id, name: c.name }));

  return (de: string, en: string): PlannedCategory | { messages: string[] } | null => {
    const found = (de.trim() && byDe.get(normal(de))) || (en.trim() && byEn.get(normal(en)));
    if (found) return found;
    if (!de.trim() && !en.trim()) return null;
    // The admin's form and the file name a category alike: the same request's checks.
    const checked = CategoryRequestSchema.safeParse({ name_de: de, name_en: en });
    if (!checked.success) return { messages: checked.error.issues.map((i) => i.message) };
    const created = { ref: `${NEW_PREFIX}${plan.newCategories.length}`, name: checked.data.name };
    plan.newCategories.push(created);
    plan.result.newCategories.push({ de: created.name.de, en: created.name.en });
    remember(created);
    return created;
  };
}

type PlannedColumns =
  { columns: DishColumns; changed: Partial<DishColumns> } | { messages: string[] };

function createdColumns(cells: Cells, categoryRef: string): PlannedColumns {
  const parsed = parseCells(cells, categoryRef);
  if (!parsed.ok) return parsed;
  const columns = { ...toColumns(parsed.input), image_key: null };
  return { columns, changed: columns };
}

/**
 * The file's columns on top of the stored dish, checked as a whole: a field the file has no
 * column for keeps its stored value, and only the columns that change are written.
 */
function updatedColumns(
  existing: DishRow,
  cells: Cells,
  categoryRef: string,
  present: ReadonlySet<MenuColumnKey>,
): PlannedColumns {
  const parsed = parseChangedCells(cells, categoryRef, present);
  if (!parsed.ok) return parsed;
  const { id: _id, image_widths: _joined, sold_out_at: _mark, ...stored } = existing;
  const dish = applyInput(inputOf(existing), parsed.input);
  const refusal = dishRefusal(dish);
  if (refusal) return { messages: [issueMessage(refusal)] };
  // Sizes emptied in the file, and no price beside them: nothing to sell the dish at.
  if (dish.variants.length === 0 && cells.price.trim() === "")
    return { messages: [issueMessage("dishPriceRequired")] };
  const written = toColumns(dish);
  const changed: Partial<DishColumns> = Object.fromEntries(
    Object.entries(written).filter(
      ([column, value]) => stored[column as keyof typeof written] !== value,
    ),
  );
  return { columns: { ...stored, ...changed }, changed };
}

/**
 * Reads the file's rows against the menu as it is: a row with a known ID updates that dish, one
 * without an ID adds a dish, a category named but missing is added, and dishes the file does not
 * name stay as they are. Every row's every problem is collected; with any, nothing may be applied.
 * A file that would take the menu past its size is refused as a whole, at the first row too many.
 */
export async function planImport(rows: string[][], state: MenuState): Promise<ImportPlan> {
  const result: MenuImportResult = {
    created: 0,
    updated: 0,
    unchanged: 0,
    categoriesCreated: 0,
    newCategories: [],
    errors: [],
    changes: [],
  };
  const plan: ImportPlan = { result, newCategories: [], creates: [], updates: [] };
  const [header, ...body] = rows;
  if (!header || header.length === 0) {
    result.errors.push(importError(1, issueMessage("importFileEmpty")));
    return plan;
  }
  const keys = readHeader(header, result.errors);
  if (result.errors.length > 0) return plan;

  const present = new Set(keys.filter((k): k is MenuColumnKey => k !== null));
  const categoriesById = new Map(state.categories.map((c) => [c.id, c]));
  const dishesById = new Map(state.dishes.map((d) => [d.id, d]));
  const findCategory = categoryFinder(state.categories, plan);
  const seenIds = new Set<string>();
  const currentCells = (dish: DishRow) => {
    const category = categoriesById.get(dish.category_id) ?? noNames;
    return cellsOf({ id: dish.id, dish, category, soldOut: state.isSoldOut(dish) });
  };

  // The first line past the menu's size; one of them refuses the file.
  let dishesPast = 0;
  let categoriesPast = 0;
  for (const [index, row] of body.entries()) {
    // A row is checked by the dish form's schema, a fraction of a millisecond; other visitors'
    // requests run between every few dozen of them.
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    const line = index + 2;
    planRow(row, line);
    if (!dishesPast && state.dishes.length + plan.creates.length > MENU_DISHES_MAX)
      dishesPast = line;
    if (
      !categoriesPast &&
      state.categories.length + plan.newCategories.length > MENU_CATEGORIES_MAX
    )
      categoriesPast = line;
  }
  if (categoriesPast)
    throw new ImportRefusal(categoriesPast, "menuCategoryLimit", { max: MENU_CATEGORIES_MAX });
  if (dishesPast) throw new ImportRefusal(dishesPast, "menuDishLimit", { max: MENU_DISHES_MAX });
  result.categoriesCreated = plan.newCategories.length;
  return plan;

  function planRow(row: string[], line: number) {
    if (row.length === 0) return;
    const fileCells: Partial<Cells> = {};
    keys.forEach((key, i) => {
      if (key) fileCells[key] = row[i] ?? "";
    });
    const fail = (messages: string[]) =>
      messages.forEach((message) => result.errors.push(importError(line, message)));

    const id = fileCells.id?.trim() ?? "";
    const existing = id ? dishesById.get(id) : undefined;
    if (id && !existing) return fail([issueMessage("importUnknownId")]);
    if (id && seenIds.has(id)) return fail([issueMessage("importDuplicateId")]);
    if (id) seenIds.add(id);

    const cells: Cells = { ...(existing ? currentCells(existing) : emptyCells()), ...fileCells };
    const categoryNamed = CATEGORY_KEYS.some((k) => present.has(k));
    const category = categoryNamed
      ? findCategory(cells.categoryDe, cells.categoryEn)
      : existing
        ? { ...noNames, ...categoriesById.get(existing.category_id), ref: existing.category_id }
        : null;
    if (category && "messages" in category) return fail(category.messages);
    // A row naming only a category (the export writes one for each empty category) makes sure it exists.
    if (
      !existing &&
      Object.entries(fileCells).every(
        ([k, v]) => CATEGORY_KEYS.includes(k as MenuColumnKey) || v.trim() === "",
      )
    )
      return;

    // Without a category the form's "Select a category first." would puzzle; the file's own words say which columns.
    const ref = category?.ref ?? "none";
    const planned = existing
      ? updatedColumns(existing, cells, ref, present)
      : createdColumns(cells, ref);
    if (!category || "messages" in planned)
      return fail([
        ...(category ? [] : [issueMessage("importCategoryRequired")]),
        ...("messages" in planned ? planned.messages : []),
      ]);
    const { columns, changed } = planned;
    const after = cellsOf({
      id: existing?.id ?? null,
      dish: columns,
      category,
      soldOut: existing ? state.isSoldOut(existing) : false,
    });
    const before = existing ? currentCells(existing) : emptyCells();
    // A new dish lists what the file gives it, not every "nein" it starts with.
    const fields = existing
      ? COMPARED.filter((k) => !sameText(before[k], after[k])).map((column) => ({
          column,
          before: before[column],
          after: after[column],
        }))
      : COMPARED.filter((k) => after[k] !== "" && after[k] !== NEW_DISH[k]).map((column) => ({
          column,
          before: "",
          after: after[column],
        }));

    const change: MenuDishChange = {
      line,
      kind: existing ? "update" : "create",
      id: existing?.id ?? null,
      title: { de: columns.title_de, en: columns.title_en },
      fields,
    };
    if (!existing) {
      plan.creates.push(columns);
      result.created++;
      result.changes.push(change);
    } else if (fields.length === 0) {
      result.unchanged++;
    } else {
      plan.updates.push({ id: existing.id, columns: changed });
      result.updated++;
      result.changes.push(change);
    }
  }
}
