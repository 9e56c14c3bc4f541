import type { Db } from "../../db/database.server.ts";
import { nowIso } from "../../db/database.server.ts";

export function createUploadsRepo(db: Db) {
  return {
    find: (key: string) => db.selectFrom("uploads").selectAll().where("key", "=", key).executeTakeFirst(),
    async insert(key: string, kind: "image" | "pdf", widths: number[]) {
      await db.insertInto("uploads").values({ key, kind, widths: JSON.stringify(widths), created_at: nowIso() }).onConflict((oc) => oc.doNothing()).execute();
    },
    async isReferenced(key: string): Promise<boolean> {
      const dish = await db.selectFrom("dishes").select("id").where("image_key", "=", key).executeTakeFirst();
      if (dish) return true;
      const image = await db.selectFrom("menu_images").select("id").where("upload_key", "=", key).executeTakeFirst();
      return Boolean(image);
    },
    async delete(key: string) {
      await db.deleteFrom("uploads").where("key", "=", key).execute();
    },
    all: () => db.selectFrom("uploads").selectAll().execute(),
  };
}
export type UploadsRepo = ReturnType<typeof createUploadsRepo>;
