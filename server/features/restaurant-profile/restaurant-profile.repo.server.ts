import type { Selectable } from "kysely";
import type { ProfileGroup } from "@shared/contract/restaurant-profile.ts";
import { nowIso, type Db } from "../../db/database.server.ts";
import type { Database } from "../../db/schema.server.ts";

export type RestaurantProfileRow = Selectable<Database["restaurant_profile"]>;
/** The stored form of one group: its JSON text, and the demo fields of the whole profile. */
export type ProfileGroupColumns = { group: ProfileGroup; json: string; demoFields: string };

export function createRestaurantProfileRepo(db: Db) {
  return {
    /** The one row, or undefined while the restaurant has none (a new database). */
    get: (): Promise<RestaurantProfileRow | undefined> =>
      db.selectFrom("restaurant_profile").selectAll().where("id", "=", 1).executeTakeFirst(),

    /** Stores every group at once (the first save, the demo seed). */
    async insert(row: Omit<RestaurantProfileRow, "id" | "updated_at">): Promise<void> {
      await db
        .insertInto("restaurant_profile")
        .values({ ...row, id: 1, updated_at: nowIso() })
        .execute();
    },

    async updateGroup({ group, json, demoFields }: ProfileGroupColumns): Promise<void> {
      await db
        .updateTable("restaurant_profile")
        .set({ [group]: json, demo_fields: demoFields, updated_at: nowIso() })
        .where("id", "=", 1)
        .execute();
    },
  };
}
export type RestaurantProfileRepo = ReturnType<typeof createRestaurantProfileRepo>;
