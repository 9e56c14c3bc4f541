import type { Db } from "../../db/database.server.ts";
import { newId, nowIso } from "../../db/database.server.ts";

export function createAdminsRepo(db: Db) {
  return {
    findByEmail: (email: string) => db.selectFrom("admins").selectAll().where("email", "=", email).executeTakeFirst(),
    count: async () => Number((await db.selectFrom("admins").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n),
    async create(email: string, passwordHash: string) {
      const now = nowIso();
      const row = { id: newId(), email, password_hash: passwordHash, created_at: now, password_changed_at: now };
      await db.insertInto("admins").values(row).execute();
      return row;
    },
    async setPassword(id: string, passwordHash: string) {
      await db.updateTable("admins").set({ password_hash: passwordHash, password_changed_at: nowIso() }).where("id", "=", id).execute();
    },
  };
}
export type AdminsRepo = ReturnType<typeof createAdminsRepo>;
