import type { Db } from "../../db/database.server.ts";
import { nowIso } from "../../db/database.server.ts";

export function createUploadsRepo(db: Db) {
  return {
    find: (key: string) =>
      db.selectFrom("uploads").selectAll().where("key", "=", key).executeTakeFirst(),
    async insert(key: string, kind: "image" | "pdf", widths: number[]) {
      await db
        .insertInto("uploads")
        .values({ key, kind, widths: JSON.stringify(widths), created_at: nowIso() })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
    async isReferenced(key: string): Promise<boolean> {
      const dish = await db
        .selectFrom("dishes")
        .select("id")
        .where("image_key", "=", key)
        .executeTakeFirst();
      if (dish) return true;
      const image = await db
        .selectFrom("menu_images")
        .select("id")
        .where("upload_key", "=", key)
        .executeTakeFirst();
      if (image) return true;
      const picture = await db
        .selectFrom("restaurant_pictures")
        .select("slot")
        .where("upload_key", "=", key)
        .executeTakeFirst();
      return Boolean(picture);
    },
    /** Notes when the last record let go of it; the files stay until the purge (KEEP_RELEASED_DAYS). */
    async markReleased(key: string) {
      await db
        .updateTable("uploads")
        .set({ released_at: nowIso() })
        .where("key", "=", key)
        .execute();
    },
    /** A record points to it again (an undo, or the same file uploaded anew): it is served again. */
    async markInUse(key: string) {
      await db
        .updateTable("uploads")
        .set({ released_at: null })
        .where("key", "=", key)
        .where("released_at", "is not", null)
        .execute();
    },
    async delete(key: string) {
      await db.deleteFrom("uploads").where("key", "=", key).execute();
    },
    all: () => db.selectFrom("uploads").selectAll().execute(),
  };
}
export type UploadsRepo = ReturnType<typeof createUploadsRepo>;
