import { type HistoryEntry, type TodayEntry } from "@shared/contract/history.ts";
import { can, type Permission } from "@shared/contract/roles.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { DomainError, domainError } from "../../domain-error.server.ts";
import type { ActingMember, Change, HistoryEntity } from "./change.server.ts";
import type { HistoryRepo, HistoryRow } from "./history.repo.server.ts";
import type { UndoRegistry, UndoTarget } from "./undo-registry.server.ts";

// A busy day has a few hundred writes; the view shows the newest of them.
const TODAY_MAX = 200;

/**
 * Writes whose entries only those holding the permission may see, in any list and any route:
 * the team's entries name e-mails, roles, sign-ins and open invites; the restaurant's identity and
 * legal data are the owner's, so only an owner may undo a change of them.
 */
const PRIVATE: readonly Permission[] = ["team", "restaurant"];
const hiddenFrom = (actor: ActingMember | null): Permission[] =>
  PRIVATE.filter((p) => actor === null || !can(actor.role, p));

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

// Only a kind with a registered undoer reaches an undoer, and those are registered by HistoryEntity.
const targetOf = (row: HistoryRow): UndoTarget => ({
  id: row.id,
  entity: row.entity as HistoryEntity,
  entityId: row.entity_id,
  action: row.action,
  before: parse(row.before),
  after: parse(row.after),
});

/** The history of admin writes, and undoing one of them. */
export function createHistoryService(repo: HistoryRepo, registry: UndoRegistry) {
  /** Undoable while an undoer knows the kind and no later entry changed the same thing (an undo of it included). */
  async function undoable(row: HistoryRow): Promise<boolean> {
    if (row.action === "undo" || !registry.find(row.entity, row.action)) return false;
    return (
      row.entity_id === null || (await repo.latestFor(row.entity, row.entity_id))?.id === row.id
    );
  }

  /** Who and what: the entry's one shape without the values, which today's view leaves out. */
  const toTodayEntry = (row: HistoryRow): TodayEntry => ({
    id: row.id,
    at: row.at,
    actor: { id: row.actor_id, email: row.actor_email, name: row.actor_name },
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    summary: { de: row.summary_de, en: row.summary_en },
  });

  const toEntry = async (row: HistoryRow): Promise<HistoryEntry> => ({
    ...toTodayEntry(row),
    before: parse(row.before),
    after: parse(row.after),
    undoable: await undoable(row),
  });

  return {
    async list(reader: ActingMember, limit: number, before?: string): Promise<HistoryEntry[]> {
      const hidden = hiddenFrom(reader);
      let beforeSeq: number | undefined;
      if (before !== undefined) {
        const anchor = await repo.find(before, hidden);
        if (!anchor) throw domainError("historyBeforeUnknown");
        beforeSeq = anchor.seq;
      }
      return Promise.all((await repo.list(limit, beforeSeq, hidden)).map(toEntry));
    },

    /**
     * What changed today in the restaurant's time zone, newest first, for everyone who reads the
     * admin (the "Today" view): who and what only, without the values before and after.
     */
    async today(reader: ActingMember): Promise<TodayEntry[]> {
      const today = todayIso();
      const rows = (await repo.list(TODAY_MAX, undefined, hiddenFrom(reader))).filter(
        (row) => todayIso(new Date(row.at)) === today,
      );
      return rows.map(toTodayEntry);
    },

    /** Reverts the entry's change and records the undo; 409 when it cannot be (changed since, files gone, …). */
    async undo(change: Change, id: string): Promise<void> {
      const row = await repo.find(id, hiddenFrom(change.actor));
      if (!row) throw domainError("historyEntryNotFound");
      const undoer = row.action === "undo" ? undefined : registry.find(row.entity, row.action);
      if (!undoer) throw new DomainError("notUndoable");
      if (!(await undoable(row))) throw new DomainError("changedSince");
      const alsoChanged = (await undoer(targetOf(row))) ?? [];
      change.record({
        action: "undo",
        entity: row.entity as HistoryEntity,
        entityId: row.entity_id,
        summary: { en: `Undone: ${row.summary_en}`, de: `Rückgängig gemacht: ${row.summary_de}` },
        before: parse(row.after),
        after: parse(row.before),
        // The undo changes what the entry changed, and what its undoer says it moved besides: an older change of any of those is stale now.
        touches: [...(await repo.touches(row.id)), ...alsoChanged],
        permission: row.permission as Permission,
      });
    },
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
