import type { Db } from "../../db/database.server.ts";
import { newId, nowIso } from "../../db/database.server.ts";

export interface AnnouncementRecord {
  id: string;
  text_en: string;
  text_de: string;
  from: string;
  until: string;
}

type Row = { id: string; text_en: string; text_de: string; date_from: string; date_until: string };
const toRecord = (r: Row): AnnouncementRecord => ({
  id: r.id,
  text_en: r.text_en,
  text_de: r.text_de,
  from: r.date_from,
  until: r.date_until,
});

export function createAnnouncementsRepo(db: Db) {
  return {
    /** By first day; with `runningOn`, only those whose dates include that day. */
    async list(runningOn?: string): Promise<AnnouncementRecord[]> {
      let query = db
        .selectFrom("announcements")
        .select(["id", "text_en", "text_de", "date_from", "date_until"]);
      if (runningOn)
        query = query.where("date_from", "<=", runningOn).where("date_until", ">=", runningOn);
      return (await query.orderBy("date_from").orderBy("seq").execute()).map(toRecord);
    },
    async find(id: string): Promise<AnnouncementRecord | undefined> {
      const row = await db
        .selectFrom("announcements")
        .select(["id", "text_en", "text_de", "date_from", "date_until"])
        .where("id", "=", id)
        .executeTakeFirst();
      return row && toRecord(row);
    },
    async insert(input: Omit<AnnouncementRecord, "id">): Promise<AnnouncementRecord> {
      const id = newId();
      await db
        .insertInto("announcements")
        .values({
          id,
          text_en: input.text_en,
          text_de: input.text_de,
          date_from: input.from,
          date_until: input.until,
          created_at: nowIso(),
        })
        .execute();
      return { id, ...input };
    },
    async update(record: AnnouncementRecord): Promise<boolean> {
      const result = await db
        .updateTable("announcements")
        .set({
          text_en: record.text_en,
          text_de: record.text_de,
          date_from: record.from,
          date_until: record.until,
        })
        .where("id", "=", record.id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom("announcements").where("id", "=", id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
export type AnnouncementsRepo = ReturnType<typeof createAnnouncementsRepo>;
