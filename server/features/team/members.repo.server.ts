import type { Role } from "@shared/contract/roles.ts";
import type { Db } from "../../db/database.server.ts";
import { newId, nowIso } from "../../db/database.server.ts";

/** A member as the team screens and the history see them: never their password hash. */
export const memberColumns = [
  "id",
  "email",
  "name",
  "role",
  "created_at",
  "last_login_at",
  "disabled_at",
] as const;

export function createMembersRepo(db: Db) {
  return {
    list: () => db.selectFrom("members").select(memberColumns).orderBy("created_at").execute(),
    member: (id: string) =>
      db.selectFrom("members").select(memberColumns).where("id", "=", id).executeTakeFirst(),
    async activeOwners(): Promise<number> {
      const row = await db
        .selectFrom("members")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("role", "=", "owner")
        .where("disabled_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async update(id: string, fields: { role?: Role; name?: string; disabled_at?: string | null }) {
      await db.updateTable("members").set(fields).where("id", "=", id).execute();
    },
    /** Their sessions go with them (ON DELETE CASCADE); the history keeps their name and e-mail. */
    async remove(id: string) {
      await db.deleteFrom("members").where("id", "=", id).execute();
    },
    emailTaken: async (email: string) =>
      Boolean(
        await db.selectFrom("members").select("id").where("email", "=", email).executeTakeFirst(),
      ),

    findById: (id: string) =>
      db.selectFrom("members").selectAll().where("id", "=", id).executeTakeFirst(),
    findByEmail: (email: string) =>
      db.selectFrom("members").selectAll().where("email", "=", email).executeTakeFirst(),
    count: async () =>
      Number(
        (
          await db
            .selectFrom("members")
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
      await db.insertInto("members").values(row).execute();
      return row;
    },
    /** Returns the moment of the change: sessions from credentials read before it are void. */
    async setPassword(id: string, passwordHash: string): Promise<string> {
      const changedAt = nowIso();
      await db
        .updateTable("members")
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
        .updateTable("members")
        .set({ password_hash: newHash })
        .where("id", "=", id)
        .where("password_hash", "=", oldHash)
        .execute();
    },
    async noteLogin(id: string, at: string) {
      await db.updateTable("members").set({ last_login_at: at }).where("id", "=", id).execute();
    },
    async setRole(id: string, role: Role) {
      await db.updateTable("members").set({ role }).where("id", "=", id).execute();
    },
    listEmails: async () =>
      (await db.selectFrom("members").select("email").orderBy("email").execute()).map(
        (row) => row.email,
      ),
  };
}
export type MembersRepo = ReturnType<typeof createMembersRepo>;
export type MemberRow = NonNullable<Awaited<ReturnType<MembersRepo["member"]>>>;
