import type { Role } from "@shared/contract/roles.ts";
import type { Db } from "../../db/database.server.ts";
import { newId, nowIso } from "../../db/database.server.ts";

export function createAdminsRepo(db: Db) {
  return {
    findById: (id: string) =>
      db.selectFrom("admins").selectAll().where("id", "=", id).executeTakeFirst(),
    findByEmail: (email: string) =>
      db.selectFrom("admins").selectAll().where("email", "=", email).executeTakeFirst(),
    count: async () =>
      Number(
        (
          await db
            .selectFrom("admins")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    async create(email: string, passwordHash: string) {
      const now = nowIso();
      const row = {
        id: newId(),
        email,
        password_hash: passwordHash,
        created_at: now,
        password_changed_at: now,
      };
      await db.insertInto("admins").values(row).execute();
      return row;
    },
    /** Returns the moment of the change: sessions from credentials read before it are void. */
    async setPassword(id: string, passwordHash: string): Promise<string> {
      const changedAt = nowIso();
      await db
        .updateTable("admins")
        .set({ password_hash: passwordHash, password_changed_at: changedAt })
        .where("id", "=", id)
        .execute();
      return changedAt;
    },
    /**
     * The same password, hashed with today's parameters: not a change of password. Only over the
     * exact hash it was computed from, so it never writes an old password over a new one.
     */
    async replaceHash(id: string, oldHash: string, newHash: string) {
      await db
        .updateTable("admins")
        .set({ password_hash: newHash })
        .where("id", "=", id)
        .where("password_hash", "=", oldHash)
        .execute();
    },
    async noteLogin(id: string, at: string) {
      await db.updateTable("admins").set({ last_login_at: at }).where("id", "=", id).execute();
    },
    async setRole(id: string, role: Role) {
      await db.updateTable("admins").set({ role }).where("id", "=", id).execute();
    },
    listEmails: async () =>
      (await db.selectFrom("admins").select("email").orderBy("email").execute()).map(
        (row) => row.email,
      ),
  };
}
export type AdminsRepo = ReturnType<typeof createAdminsRepo>;
