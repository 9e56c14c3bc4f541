import type { Selectable } from "kysely";
import type { Announcement, AnnouncementInput } from "@shared/contract/announcement.ts";
import type { Db } from "../../db/database.server.ts";
import { newId, nowIso } from "../../db/database.server.ts";
import type { Database } from "../../db/schema.server.ts";
import { toAnnouncement, toColumns } from "./announcement-mapper.server.ts";

/** An announcement as the table stores it. */
export type AnnouncementRow = Omit<Selectable<Database["announcements"]>, "created_at" | "seq">;

/** The columns an announcement's insert and update write (announcement-mapper.server.ts fills every one). */
export type AnnouncementColumns = Omit<AnnouncementRow, "id">;

const columns = [
  "id",
  "text_en",
  "text_de",
  "date_from",
  "date_until",
] as const satisfies readonly (keyof AnnouncementRow)[];

export function createAnnouncementsRepo(db: Db) {
  return {
    /** By first day; with `runningOn`, only those whose dates include that day. */
    async list(runningOn?: string): Promise<Announcement[]> {
      let query = db.selectFrom("announcements").select(columns);
      if (runningOn)
        query = query.where("date_from", "<=", runningOn).where("date_until", ">=", runningOn);
      return (await query.orderBy("date_from").orderBy("seq").execute()).map(toAnnouncement);
    },
    async find(id: string): Promise<Announcement | undefined> {
      const row = await db
        .selectFrom("announcements")
        .select(columns)
        .where("id", "=", id)
        .executeTakeFirst();
      return row && toAnnouncement(row);
    },
    async insert(input: AnnouncementInput): Promise<Announcement> {
      const row = { id: newId(), ...toColumns(input) };
      await db
        .insertInto("announcements")
        .values({ ...row, created_at: nowIso() })
        .execute();
      return toAnnouncement(row);
    },
    async update(id: string, input: AnnouncementInput): Promise<boolean> {
      const result = await db
        .updateTable("announcements")
        .set(toColumns(input))
        .where("id", "=", id)
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
