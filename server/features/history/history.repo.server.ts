import type { Db } from "../../db/database.server.ts";
import { newId } from "../../db/database.server.ts";
import type { Actor, ChangeEntry } from "./change.server.ts";

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export function createHistoryRepo(db: Db) {
  return {
    /** Stores the entries of one write, all with the same moment and actor, in one transaction. */
    async insert(actor: Actor, at: string, entries: readonly ChangeEntry[]): Promise<void> {
      if (entries.length === 0) return;
      await db
        .insertInto("history")
        .values(
          entries.map((e) => ({
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
          })),
        )
        .execute();
    },
    /** Newest first; `beforeSeq` pages back. */
    list: (limit: number, beforeSeq?: number) => {
      let query = db.selectFrom("history").selectAll().orderBy("seq", "desc").limit(limit);
      if (beforeSeq !== undefined) query = query.where("seq", "<", beforeSeq);
      return query.execute();
    },
    find: (id: string) => db.selectFrom("history").selectAll().where("id", "=", id).executeTakeFirst(),
    /** The newest entry about one record: undo refuses when it is not the entry being undone. */
    latestFor: (entity: string, entityId: string) =>
      db.selectFrom("history").selectAll().where("entity", "=", entity).where("entity_id", "=", entityId).orderBy("seq", "desc").limit(1).executeTakeFirst(),
  };
}
export type HistoryRepo = ReturnType<typeof createHistoryRepo>;
export type HistoryRow = NonNullable<Awaited<ReturnType<HistoryRepo["find"]>>>;
