import type { Db } from "../../db/database.server.ts";
import { newId, nowIso } from "../../db/database.server.ts";

export interface MenuImageRow {
  id: string;
  title: string;
  language: "en" | "de";
  upload_key: string;
  created_at: string;
  kind: "image" | "pdf";
  widths: string;
  available_from: string | null;
  available_until: string | null;
}

export interface MenuImageDates {
  available_from: string | null;
  available_until: string | null;
}

export function createMenuImagesRepo(db: Db) {
  const select = () =>
    db
      .selectFrom("menu_images")
      .innerJoin("uploads", "uploads.key", "menu_images.upload_key")
      .select([
        "menu_images.id",
        "menu_images.title",
        "menu_images.language",
        "menu_images.upload_key",
        "menu_images.created_at",
        "menu_images.available_from",
        "menu_images.available_until",
        "uploads.kind",
        "uploads.widths",
      ]);
  return {
    /** Oldest first. */
    list: (): Promise<MenuImageRow[]> => select().orderBy("menu_images.seq").execute(),
    find: (id: string): Promise<MenuImageRow | undefined> => select().where("menu_images.id", "=", id).executeTakeFirst(),
    async insert(
      fields: {
        title: string;
        language: "en" | "de";
        upload_key: string;
      } & MenuImageDates,
    ): Promise<string> {
      const id = newId();
      await db
        .insertInto("menu_images")
        .values({ id, ...fields, created_at: nowIso() })
        .execute();
      return id;
    },
    /** Brings a deleted image back with its id and upload date (an undo). */
    async restore(row: MenuImageRow): Promise<void> {
      const { id, title, language, upload_key, created_at, available_from, available_until } = row;
      await db.insertInto("menu_images").values({ id, title, language, upload_key, created_at, available_from, available_until }).execute();
    },
    async setDates(id: string, dates: MenuImageDates): Promise<boolean> {
      const result = await db.updateTable("menu_images").set(dates).where("id", "=", id).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async delete(id: string): Promise<void> {
      await db.deleteFrom("menu_images").where("id", "=", id).execute();
    },
  };
}
export type MenuImagesRepo = ReturnType<typeof createMenuImagesRepo>;
