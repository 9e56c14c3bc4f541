import type { Selectable } from "kysely";
import type { PictureSlot } from "@shared/contract/restaurant-pictures.ts";
import type { Db } from "../../db/database.server.ts";
import type { Database } from "../../db/schema.server.ts";

type StoredPicture = Selectable<Database["restaurant_pictures"]>;

/** A picture as the queries return it, with its upload's widths joined in; the history keeps it as the value before and after a change. */
export type PictureRow = StoredPicture & Pick<Selectable<Database["uploads"]>, "widths">;

/** The columns a change of a picture writes (restaurant-picture-mapper.server.ts fills every one). */
export type PictureColumns = Omit<StoredPicture, "slot">;

export function createRestaurantPicturesRepo(db: Db) {
  const select = () =>
    db
      .selectFrom("restaurant_pictures")
      .innerJoin("uploads", "uploads.key", "restaurant_pictures.upload_key")
      .select([
        "restaurant_pictures.slot",
        "restaurant_pictures.upload_key",
        "restaurant_pictures.video_key",
        "restaurant_pictures.video_type",
        "restaurant_pictures.alt_de",
        "restaurant_pictures.alt_en",
        "restaurant_pictures.updated_at",
        "uploads.widths",
      ]);
  return {
    list: (): Promise<PictureRow[]> => select().execute(),
    find: (slot: PictureSlot): Promise<PictureRow | undefined> =>
      select().where("restaurant_pictures.slot", "=", slot).executeTakeFirst(),
    /** Writes every column of a place's picture, making its row when it has none. */
    async put(slot: PictureSlot, columns: PictureColumns): Promise<void> {
      await db
        .insertInto("restaurant_pictures")
        .values({ slot, ...columns })
        .onConflict((oc) => oc.column("slot").doUpdateSet(columns))
        .execute();
    },
    /** Puts back a picture as the history recorded it (an undo). */
    async restore(row: PictureRow): Promise<void> {
      const { widths: _widths, slot, ...columns } = row;
      await this.put(slot, columns);
    },
    async delete(slot: PictureSlot): Promise<void> {
      await db.deleteFrom("restaurant_pictures").where("slot", "=", slot).execute();
    },
  };
}
export type RestaurantPicturesRepo = ReturnType<typeof createRestaurantPicturesRepo>;
