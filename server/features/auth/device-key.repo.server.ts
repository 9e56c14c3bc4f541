import { randomBytes } from "node:crypto";
import type { Db } from "../../db/database.server.ts";

const KEY = "device_proof_key";

/**
 * The key device proofs are signed with, made once per database and kept there: a restart or a
 * restored backup still knows the devices that signed in before.
 */
export function createDeviceKeyRepo(db: Db) {
  return {
    async key(): Promise<Buffer> {
      // Two first logins at once both insert; the first key wins and both read it.
      await db
        .insertInto("app_meta")
        .values({ key: KEY, value: randomBytes(32).toString("base64url") })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      const row = await db
        .selectFrom("app_meta")
        .select("value")
        .where("key", "=", KEY)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.value, "base64url");
    },
  };
}
export type DeviceKeyRepo = ReturnType<typeof createDeviceKeyRepo>;
