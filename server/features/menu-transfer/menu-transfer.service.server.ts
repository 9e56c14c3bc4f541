import type { I18nText } from "@shared/contract/common.ts";
import { MENU_COLUMNS, type MenuImportResult } from "@shared/contract/menu-transfer.ts";
import type { Db } from "../../db/database.server.ts";
import { DomainError } from "../../domain-error.server.ts";
import { createCategoriesRepo, type CategoryRow } from "../categories/categories.repo.server.ts";
import { toCategory } from "../categories/category-mapper.server.ts";
import { isSoldOut } from "../dishes/dish-mapper.server.ts";
import { createDishesRepo, type DishRow } from "../dishes/dishes.repo.server.ts";
import type { MenuClock, MenuClockSource } from "../dishes/sold-out.server.ts";
import type { Change } from "../history/change.server.ts";
import type { UndoTarget } from "../history/undo-registry.server.ts";
import { cellsOf, emptyCells, type Cells } from "./dish-cells.server.ts";
import { prepareImportWrites } from "./import-writes.server.ts";
import { planImport, type MenuState } from "./menu-import-plan.server.ts";
import { readCsv, writeCsv } from "./menu-csv.server.ts";
import { TEMPLATE_ROWS } from "./template-rows.server.ts";

/** What the history keeps of an import, for its undo. */
export interface ImportSnapshot {
  before: { dishes: DishRow[] };
  after: {
    dishes: DishRow[];
    createdDishIds: string[];
    createdCategoryIds: string[];
    categories: CategoryRow[];
  };
}

const HEADER = MENU_COLUMNS.map((c) => c.header);
const rowOf = (cells: Cells) => MENU_COLUMNS.map((c) => cells[c.key]);

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function importSummary({ created, updated, categoriesCreated }: MenuImportResult): I18nText {
  const categories = categoriesCreated > 0;
  return {
    de: `Speisekarte importiert: ${created} neu, ${updated} geändert${categories ? `, ${count(categoriesCreated, "neue Kategorie", "neue Kategorien")}` : ""}`,
    en: `Menu imported: ${created} created, ${updated} updated${categories ? `, ${count(categoriesCreated, "new category", "new categories")}` : ""}`,
  };
}

/** The stored row, without what a query joins in: what "changed since" compares. */
const storedPart = ({ image_widths: _joined, ...row }: DishRow) => row;
const sameDish = (a: DishRow, b: DishRow) =>
  JSON.stringify(storedPart(a)) === JSON.stringify(storedPart(b));
/** The menu as an import read it: what it planned against is still what is stored. */
const sameMenu = (a: MenuState, b: MenuState) =>
  JSON.stringify([a.categories, a.dishes]) === JSON.stringify([b.categories, b.dishes]);
/** A category the import created is its own to remove while only its place in the list has changed. */
const sameCategory = ({ position: _a, ...a }: CategoryRow, { position: _b, ...b }: CategoryRow) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The whole menu in and out of a spreadsheet (decision record 029): the export, the template, the
 * import with its preview, and the import's undo. An import is applied in one transaction and
 * recorded as one history entry.
 */
export function createMenuTransferService(db: Db, clock: MenuClockSource) {
  async function readState(
    repos = { categories: createCategoriesRepo(db), dishes: createDishesRepo(db) },
    now?: MenuClock,
  ): Promise<MenuState> {
    const moment = now ?? (await clock());
    const [categories, dishes] = await Promise.all([repos.categories.list(), repos.dishes.list()]);
    return {
      categories: categories.map(toCategory),
      dishes,
      isSoldOut: (dish) => isSoldOut(dish, moment),
    };
  }

  return {
    /** Every category and dish, in the menu's order; an empty category gets a row of its own. */
    async exportCsv(): Promise<string> {
      const { categories, dishes, isSoldOut: soldOut } = await readState();
      const rows: string[][] = [HEADER];
      for (const category of categories) {
        const own = dishes.filter((d) => d.category_id === category.id);
        if (own.length === 0)
          rows.push(
            rowOf({ ...emptyCells(), categoryDe: category.name.de, categoryEn: category.name.en }),
          );
        for (const dish of own)
          rows.push(rowOf(cellsOf({ id: dish.id, dish, category, soldOut: soldOut(dish) })));
      }
      return writeCsv(rows);
    },

    templateCsv: (): string => writeCsv([HEADER, ...TEMPLATE_ROWS.map(rowOf)]),

    /** What the file would change, changing nothing. */
    async preview(file: Uint8Array): Promise<MenuImportResult> {
      return (await planImport(await readCsv(file), await readState())).result;
    },

    /**
     * Applies the file in one transaction, or with any error nothing at all. The plan and its
     * statements are made before the transaction, with turns for other requests between their
     * slices; the transaction only checks that the menu is still the one planned against and runs
     * them. Should the menu have changed meanwhile, it is planned again inside the transaction,
     * as it is read there.
     */
    async apply(change: Change, file: Uint8Array): Promise<MenuImportResult> {
      const rows = await readCsv(file);
      // The clock reads the opening hours outside the transaction, which holds the one connection.
      const now = await clock();
      const state = await readState(undefined, now);
      const plan = await planImport(rows, state);
      if (plan.result.errors.length > 0) return plan.result;
      const prepared = await prepareImportWrites(db, plan, state);

      const outcome = await db.transaction().execute(async (trx) => {
        const repos = { categories: createCategoriesRepo(trx), dishes: createDishesRepo(trx) };
        const current = await readState(repos, now);
        let [result, writes] = [plan.result, prepared];
        if (!sameMenu(current, state)) {
          const again = await planImport(rows, current);
          if (again.result.errors.length > 0) return { result: again.result, snapshot: null };
          [result, writes] = [again.result, await prepareImportWrites(trx, again, current)];
        }
        for (const statement of writes.statements) await trx.executeQuery(statement);

        const updatedIds = new Set(writes.updatedDishIds);
        const createdIds = new Set(writes.createdDishIds);
        const createdCategoryIds = new Set(writes.createdCategoryIds);
        const afterRows = await repos.dishes.list();
        const snapshot: ImportSnapshot = {
          before: { dishes: current.dishes.filter((d) => updatedIds.has(d.id)) },
          after: {
            dishes: afterRows.filter((d) => updatedIds.has(d.id) || createdIds.has(d.id)),
            createdDishIds: writes.createdDishIds,
            createdCategoryIds: writes.createdCategoryIds,
            categories: (await repos.categories.list()).filter((c) => createdCategoryIds.has(c.id)),
          },
        };
        return { result, snapshot };
      });
      if (outcome.snapshot) {
        const { before, after } = outcome.snapshot;
        // One entry for the import as a whole, touching every dish and category it wrote, so that
        // undoing an older change of any of them is refused rather than losing the import's.
        const touches = [
          ...after.dishes.map((d) => ({ entity: "dish" as const, entityId: d.id })),
          ...after.categories.map((c) => ({ entity: "category" as const, entityId: c.id })),
        ];
        change.record({
          action: "import",
          entity: "menu",
          entityId: null,
          summary: importSummary(outcome.result),
          before,
          after,
          touches,
        });
      }
      return outcome.result;
    },

    /**
     * Undoes an import as a whole: the updated dishes get their rows back, the created dishes and
     * categories go. Refused (409, nothing changed) when any of them has changed since, or when a
     * created category has gained a dish of its own. Registered as the undo of "import" entries
     * (services.server.ts); the undo service records the undo itself.
     */
    async undoImport(target: UndoTarget): Promise<void> {
      const snapshot = { before: target.before, after: target.after } as ImportSnapshot;
      await db.transaction().execute(async (trx) => {
        const categories = createCategoriesRepo(trx);
        const dishes = createDishesRepo(trx);
        for (const then of snapshot.after.dishes) {
          const now = await dishes.find(then.id);
          if (!now || !sameDish(now, then)) throw new DomainError("importUndoConflict");
        }
        const created = new Set(snapshot.after.createdDishIds);
        for (const then of snapshot.after.categories) {
          const now = await categories.find(then.id);
          if (
            !now ||
            !sameCategory(now, then) ||
            (await dishes.idsOfCategory(then.id)).some((id) => !created.has(id))
          )
            throw new DomainError("importUndoConflict");
        }

        for (const row of snapshot.before.dishes) {
          const { id, image_widths: _joined, sold_out_at, ...columns } = row;
          await dishes.update(id, columns);
          await dishes.setSoldOutAt(id, sold_out_at);
        }
        for (const id of snapshot.after.createdDishIds) await dishes.delete(id);
        for (const id of snapshot.after.createdCategoryIds) await categories.delete(id);
      });
    },
  };
}
export type MenuTransferService = ReturnType<typeof createMenuTransferService>;
