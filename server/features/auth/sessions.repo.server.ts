import type { Db } from "../../db/database.server.ts";

export function createSessionsRepo(db: Db) {
  return {
    async create(row: {
      token_hash: string;
      member_id: string;
      created_at: string;
      last_used_at: string;
      expires_at: string;
    }) {
      await db.insertInto("sessions").values(row).execute();
    },
    /** The session with its admin's last password change (no row when the admin is gone). */
    find: (tokenHash: string) =>
      db
        .selectFrom("sessions")
        .innerJoin("members", "members.id", "sessions.member_id")
        .selectAll("sessions")
        // The account comes with its session: one query per admin request, not two.
        .select([
          "members.password_changed_at",
          "members.email",
          "members.name",
          "members.role",
          "members.disabled_at",
        ])
        .where("sessions.token_hash", "=", tokenHash)
        .executeTakeFirst(),
    /** The session this password change was made in lives on under the new password. */
    async restamp(tokenHash: string, createdAt: string) {
      await db
        .updateTable("sessions")
        .set({ created_at: createdAt })
        .where("token_hash", "=", tokenHash)
        .execute();
    },
    async touch(tokenHash: string, at: string) {
      await db
        .updateTable("sessions")
        .set({ last_used_at: at })
        .where("token_hash", "=", tokenHash)
        .execute();
    },
    async delete(tokenHash: string) {
      await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
    },
    async deleteForAdmin(memberId: string) {
      await db.deleteFrom("sessions").where("member_id", "=", memberId).execute();
    },
    async deleteForAdminExcept(memberId: string, keepTokenHash: string) {
      await db
        .deleteFrom("sessions")
        .where("member_id", "=", memberId)
        .where("token_hash", "!=", keepTokenHash)
        .execute();
    },
    async deleteExpired(now: string, idleBefore: string) {
      await db
        .deleteFrom("sessions")
        .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_used_at", "<=", idleBefore)]))
        .execute();
    },
  };
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
