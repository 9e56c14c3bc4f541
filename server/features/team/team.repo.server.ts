import type { ExpressionBuilder } from "kysely";
import type { Role } from "@shared/contract/roles.ts";
import type { Db } from "../../db/database.server.ts";
import { newId, nowIso } from "../../db/database.server.ts";
import type { Database } from "../../db/schema.server.ts";

/**
 * An invite speaks for the owner who made it, and only while they are an active owner: checked
 * wherever an invite is listed, opened or spent, so no path around the revocation keeps one alive.
 */
const inviterIsActiveOwner = (eb: ExpressionBuilder<Database, "invites">) =>
  eb.exists(
    eb
      .selectFrom("members")
      .select("members.id")
      .whereRef("members.id", "=", "invites.invited_by")
      .where("members.role", "=", "owner")
      .where("members.disabled_at", "is", null),
  );

export function createTeamRepo(db: Db) {
  const openInvites = (now: string) =>
    db
      .selectFrom("invites")
      .selectAll()
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", now)
      .where(inviterIsActiveOwner);

  return {
    /** Invites whose link still works, oldest first. */
    pendingInvites: (now: string) => openInvites(now).orderBy("seq").execute(),
    invite: (id: string) =>
      db.selectFrom("invites").selectAll().where("id", "=", id).executeTakeFirst(),
    openInviteByTokenHash: (tokenHash: string, now: string) =>
      openInvites(now).where("token_hash", "=", tokenHash).executeTakeFirst(),
    async insertInvite(fields: {
      email: string;
      name: string;
      role: Role;
      token_hash: string;
      expires_at: string;
      invited_by: string;
    }) {
      const row = { id: newId(), ...fields, created_at: nowIso() };
      await db.insertInto("invites").values(row).execute();
      return row;
    },
    /** Ends every open invite for this e-mail: a new invite replaces the old link. */
    async revokeInvitesFor(email: string) {
      await db
        .updateTable("invites")
        .set({ revoked_at: nowIso() })
        .where("email", "=", email)
        .where("accepted_at", "is", null)
        .where("revoked_at", "is", null)
        .execute();
    },
    /** Ends every open invite this account made; returns them. */
    async revokeInvitesBy(memberId: string) {
      const now = nowIso();
      return db
        .updateTable("invites")
        .set({ revoked_at: now })
        .where("invited_by", "=", memberId)
        .where("accepted_at", "is", null)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", now)
        .returningAll()
        .execute();
    },
    async revokeInvite(id: string) {
      await db.updateTable("invites").set({ revoked_at: nowIso() }).where("id", "=", id).execute();
    },
    /**
     * Spends the invite and creates the account in one transaction; undefined when the invite was
     * spent, revoked or expired meanwhile, its inviter is no longer an active owner, or the e-mail
     * got an account another way.
     */
    async acceptInvite(inviteId: string, passwordHash: string): Promise<string | undefined> {
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        const spent = await trx
          .updateTable("invites")
          .set({ accepted_at: now })
          .where("id", "=", inviteId)
          .where("accepted_at", "is", null)
          .where("revoked_at", "is", null)
          .where("expires_at", ">", now)
          .where(inviterIsActiveOwner)
          .returning(["email", "name", "role"])
          .executeTakeFirst();
        if (!spent) return undefined;
        if (
          await trx
            .selectFrom("members")
            .select("id")
            .where("email", "=", spent.email)
            .executeTakeFirst()
        )
          return undefined;
        const id = newId();
        await trx
          .insertInto("members")
          .values({
            id,
            email: spent.email,
            name: spent.name,
            role: spent.role,
            password_hash: passwordHash,
            created_at: now,
            password_changed_at: now,
          })
          .execute();
        return id;
      });
    },
  };
}
export type TeamRepo = ReturnType<typeof createTeamRepo>;
export type InviteRow = NonNullable<Awaited<ReturnType<TeamRepo["invite"]>>>;
