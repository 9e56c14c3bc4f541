import type { OpeningHours } from "@shared/contract/opening-hours.ts";
import type { PictureSlot } from "@shared/contract/restaurant-pictures.ts";
import type { Db } from "../../db/database.server.ts";

/** What the demo seed created, so that staff can remove exactly that later. */
export interface DemoManifest {
  categoryIds: string[];
  menuImageIds: string[];
  /** The demo week as seeded: a weekday staff have changed since is theirs and stays. */
  openingHours: OpeningHours[];
  /**
   * The pictures as seeded, by the upload each slot got: a slot staff have given another picture
   * since is theirs and stays. Absent in a manifest of a seed that had none.
   */
  pictures?: { slot: PictureSlot; uploadKey: string }[];
}

const MANIFEST_KEY = "demo_content";
/** Set once a database was ever filled with demo content (or by an earlier version of the seed). */
const SEEDED_KEY = "demo_seeded";

export function createDemoContentRepo(db: Db) {
  const read = (key: string) =>
    db.selectFrom("app_meta").select("value").where("key", "=", key).executeTakeFirst();
  const write = (executor: Db, key: string, value: string) =>
    executor
      .insertInto("app_meta")
      .values({ key, value })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
      .execute();
  return {
    async wasEverSeeded(): Promise<boolean> {
      return Boolean(await read(SEEDED_KEY));
    },
    async hasCategories(): Promise<boolean> {
      return Boolean(await db.selectFrom("categories").select("id").limit(1).executeTakeFirst());
    },
    async manifest(): Promise<DemoManifest | null> {
      const row = await read(MANIFEST_KEY);
      return row ? (JSON.parse(row.value) as DemoManifest) : null;
    },
    async saveManifest(manifest: DemoManifest, seededAt: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await write(trx, MANIFEST_KEY, JSON.stringify(manifest));
        await write(trx, SEEDED_KEY, seededAt);
      });
    },
    async forgetManifest(): Promise<void> {
      await db.deleteFrom("app_meta").where("key", "=", MANIFEST_KEY).execute();
    },
  };
}
export type DemoContentRepo = ReturnType<typeof createDemoContentRepo>;
