import type { Permission } from "@shared/contract/roles.ts";
import type { Db } from "../../db/database.server.ts";
import { newId } from "../../db/database.server.ts";
import type { ActingMember, ChangeEntry, HistoryEntity, RecordRef } from "./change.server.ts";

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

// Rows per insert statement: an import touches thousands of records, and SQLite caps a statement's variables.
const CHUNK = 500;

/** The records an entry touched: its own, if it has one, and each it names, once. */
function touchesOf(entry: ChangeEntry): RecordRef[] {
  const all = [
    ...(entry.entityId === null ? [] : [{ entity: entry.entity, entityId: entry.entityId }]),
    ...(entry.touches ?? []),
  ];
  return [...new Map(all.map((t) => [`${t.entity}\n${t.entityId}`, t])).values()];
}

export function createHistoryRepo(db: Db) {
  /** Leaves out the entries written under a permission the reader does not hold (see history.service). */
  const visible = (hidden: readonly Permission[]) => {
    const query = db.selectFrom("history").selectAll();
    return hidden.length === 0 ? query : query.where("permission", "not in", hidden);
  };

  return {
    /** Stores the entries of one write, all with the same moment, actor and permission, with what they touched, in one transaction. */
    async insert(
      actor: ActingMember,
      at: string,
      entries: readonly ChangeEntry[],
      permission: Permission,
    ): Promise<void> {
      if (entries.length === 0) return;
      const rows = entries.map((e) => ({
        id: newId(),
        at,
        actor_id: actor.id,
        actor_email: actor.email,
        actor_name: actor.name,
        action: e.action,
        entity: e.entity,
        entity_id: e.entityId,
        summary_en: e.summary.en,
        summary_de: e.summary.de,
        before: json(e.before),
        after: json(e.after),
        permission: e.permission ?? permission,
      }));
      const touches = entries.flatMap((e, i) =>
        touchesOf(e).map((t) => ({
          history_id: rows[i]!.id,
          entity: t.entity,
          entity_id: t.entityId,
        })),
      );
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("history").values(rows).execute();
        for (let i = 0; i < touches.length; i += CHUNK)
          await trx
            .insertInto("history_touches")
            .values(touches.slice(i, i + CHUNK))
            .execute();
      });
    },
    /** Newest first; `beforeSeq` pages back; `hidden` leaves out the entries written under those permissions. */
    list: (limit: number, beforeSeq?: number, hidden: readonly Permission[] = []) => {
      let query = visible(hidden).orderBy("seq", "desc").limit(limit);
      if (beforeSeq !== undefined) query = query.where("seq", "<", beforeSeq);
      return query.execute();
    },
    find: (id: string, hidden: readonly Permission[] = []) =>
      visible(hidden).where("id", "=", id).executeTakeFirst(),
    /** The records an entry touched; only entries (`ChangeEntry`, a `HistoryEntity` each) wrote them. */
    touches: async (id: string): Promise<RecordRef[]> =>
      (
        await db
          .selectFrom("history_touches")
          .select(["entity", "entity_id"])
          .where("history_id", "=", id)
          .execute()
      ).map((t) => ({ entity: t.entity as HistoryEntity, entityId: t.entity_id })),
    /** The newest entry that touched one record: undo refuses when it is not the entry being undone. */
    latestFor: (entity: string, entityId: string) =>
      db
        .selectFrom("history_touches")
        .innerJoin("history", "history.id", "history_touches.history_id")
        .selectAll("history")
        .where("history_touches.entity", "=", entity)
        .where("history_touches.entity_id", "=", entityId)
        .orderBy("history.seq", "desc")
        .limit(1)
        .executeTakeFirst(),
  };
}
export type HistoryRepo = ReturnType<typeof createHistoryRepo>;
export type HistoryRow = NonNullable<Awaited<ReturnType<HistoryRepo["find"]>>>;
