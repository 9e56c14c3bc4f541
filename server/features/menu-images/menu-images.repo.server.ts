import type { Selectable } from "kysely";
import type { Db } from "../../db/database.server.ts";
import type { Database } from "../../db/schema.server.ts";
import { newId, nowIso } from "../../db/database.server.ts";

type StoredMenuImage = Omit<Selectable<Database["menu_images"]>, "seq">;

/** A menu image as the queries return it, with its upload's kind and widths joined in; the history keeps it as the value before and after a change. */
export type MenuImageRow = StoredMenuImage &
  Pick<Selectable<Database["uploads"]>, "kind" | "widths">;

/** The columns an upload or a change of an image writes (menu-image-mapper.server.ts fills every one but the file). */
export type MenuImageColumns = Omit<StoredMenuImage, "id" | "created_at">;

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
    find: (id: string): Promise<MenuImageRow | undefined> =>
      select().where("menu_images.id", "=", id).executeTakeFirst(),
    async insert(fields: MenuImageColumns): Promise<string> {
      const id = newId();
      await db
        .insertInto("menu_images")
        .values({ id, ...fields, created_at: nowIso() })
        .execute();
      return id;
    },
    /** The file stays: an image's upload is never replaced. */
    async update(id: string, fields: Omit<MenuImageColumns, "upload_key">): Promise<boolean> {
      const result = await db
        .updateTable("menu_images")
        .set(fields)
        .where("id", "=", id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** Puts back every stored value of an image as the history recorded it, id and upload date included (an undo): the row is recreated when it was deleted. */
    async restore(row: MenuImageRow): Promise<void> {
      const { kind: _kind, widths: _widths, id, ...columns } = row;
      const existing = await db
        .selectFrom("menu_images")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      if (existing) await db.updateTable("menu_images").set(columns).where("id", "=", id).execute();
      else
        await db
          .insertInto("menu_images")
          .values({ id, ...columns })
          .execute();
    },
    async delete(id: string): Promise<void> {
      await db.deleteFrom("menu_images").where("id", "=", id).execute();
    },
  };
}
export type MenuImagesRepo = ReturnType<typeof createMenuImagesRepo>;
