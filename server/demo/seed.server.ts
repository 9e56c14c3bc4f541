import type { Db } from "../db/database.server.ts";
import { nowIso } from "../db/database.server.ts";
import type { Services } from "../services.server.ts";
import { demoOpeningHours } from "./demo-hours.ts";
import { seedMenu } from "./seed-menu.server.ts";
import { seedMiddayImages } from "./seed-midday.server.ts";

const SEEDED_MARKER = "demo_seeded";

/**
 * Only a brand-new database gets demo content. The marker remembers that it once did, so a
 * restaurant that deleted every demo entry in the admin panel does not get them back on the
 * next restart; the empty-categories check spares a database that was filled by other means.
 */
async function isFreshDatabase(db: Db): Promise<boolean> {
  const marker = await db.selectFrom("app_meta").select("key").where("key", "=", SEEDED_MARKER).executeTakeFirst();
  if (marker) return false;
  const category = await db.selectFrom("categories").select("id").limit(1).executeTakeFirst();
  return !category;
}

/** Fills a new database with demo content once; returns true when it seeded. */
export async function seedDemoContent(db: Db, services: Services): Promise<boolean> {
  if (!(await isFreshDatabase(db))) return false;
  await seedMenu(services);
  for (const day of demoOpeningHours) await services.openingHours.save(day);
  await seedMiddayImages(db, services);
  await db.insertInto("app_meta").values({ key: SEEDED_MARKER, value: nowIso() }).execute();
  // Dishes and upload dates were written past the services, so public caches must hear of it.
  services.content.bump();
  return true;
}
