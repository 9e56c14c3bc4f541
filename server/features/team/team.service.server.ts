import { createHash, randomBytes } from "node:crypto";
import {
  INVITE_HOURS,
  INVITE_PATH,
  type InviteCreated,
  type InviteDetails,
  type InviteInputSchema,
  type MemberUpdateInputSchema,
  type Member,
} from "@shared/contract/team.ts";
import type { z } from "zod";
import { nowIso } from "../../db/database.server.ts";
import { DomainError, domainError } from "../../domain-error.server.ts";
import type { AuthService } from "../auth/auth.service.server.ts";
import type { SessionsRepo } from "../auth/sessions.repo.server.ts";
import type { Change } from "../history/change.server.ts";
import { teamSummaries } from "./team-summaries.server.ts";
import type { MemberRow, MembersRepo } from "./members.repo.server.ts";
import type { InviteRow, TeamRepo } from "./team.repo.server.ts";

const HOUR = 3600_000;
const digest = (token: string) => createHash("sha256").update(token).digest("hex");

const toMember = (row: MemberRow): Member => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  status: row.disabled_at === null ? "active" : "disabled",
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
});

const toInvitedMember = (row: InviteRow): Member => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  status: "invited",
  createdAt: row.created_at,
  lastLoginAt: null,
  expiresAt: row.expires_at,
});

const isOpen = (row: InviteRow | undefined, now: string): row is InviteRow =>
  row !== undefined && row.accepted_at === null && row.revoked_at === null && row.expires_at > now;

/**
 * The team: accounts and the invites that make them. An invite is a one-time link, valid
 * INVITE_HOURS, kept as a hash only (like the setup link, but in the database, so it outlives a
 * restart). The last active owner always stays, so the restaurant can never lock itself out.
 */
export function createTeamService(
  repo: TeamRepo,
  members: MembersRepo,
  sessions: SessionsRepo,
  auth: Pick<AuthService, "hashNewPassword" | "startSession">,
) {
  async function assertOwnerRemains(
    member: MemberRow,
    after: { role: MemberRow["role"]; disabled: boolean } | "removed",
  ) {
    const staysActiveOwner = after !== "removed" && after.role === "owner" && !after.disabled;
    const isActiveOwner = member.role === "owner" && member.disabled_at === null;
    if (isActiveOwner && !staysActiveOwner && (await members.activeOwners()) <= 1)
      throw new DomainError("lastOwner");
  }

  async function openInvite(token: string): Promise<InviteRow> {
    const row = await repo.openInviteByTokenHash(digest(token), nowIso());
    if (!row) throw domainError("inviteInvalid");
    return row;
  }

  /**
   * An invite speaks for its inviter: once they are no longer an active owner, their open links
   * end for good (enabling or promoting them again does not bring them back), so an owner on the
   * way out cannot leave a second owner's account behind.
   */
  async function revokeInvitesOf(change: Change, inviterId: string) {
    for (const invite of await repo.revokeInvitesBy(inviterId)) {
      const { token_hash: _hash, ...kept } = invite;
      change.record({
        action: "revoke",
        entity: "invite",
        entityId: invite.id,
        summary: teamSummaries.inviteRevokedWithInviter(invite.name, invite.email),
        before: kept,
      });
    }
  }

  return {
    async list(): Promise<Member[]> {
      const [rows, invites] = await Promise.all([members.list(), repo.pendingInvites(nowIso())]);
      return [...rows.map(toMember), ...invites.map(toInvitedMember)];
    },

    /** `linkOrigin` is the configured address of the site, which the link leads to. */
    async invite(
      change: Change,
      input: z.output<typeof InviteInputSchema>,
      linkOrigin: string,
    ): Promise<InviteCreated> {
      // The write path always names the actor; an invite no owner stands behind would be dead at birth.
      if (!change.actor) throw new Error("an invite needs the owner who sends it");
      if (await members.emailTaken(input.email)) throw new DomainError("alreadyMember");
      await repo.revokeInvitesFor(input.email);
      const token = randomBytes(32).toString("base64url");
      const expires_at = new Date(Date.now() + INVITE_HOURS * HOUR).toISOString();
      const row = await repo.insertInvite({
        ...input,
        token_hash: digest(token),
        expires_at,
        invited_by: change.actor.id,
      });
      const { token_hash: _hash, ...kept } = row;
      change.record({
        action: "invite",
        entity: "invite",
        entityId: row.id,
        summary: teamSummaries.invited(row.name, row.email, row.role),
        after: kept,
      });
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        status: "invited",
        inviteUrl: `${linkOrigin}${INVITE_PATH}?token=${token}`,
        expiresAt: row.expires_at,
      };
    },

    async update(
      change: Change,
      id: string,
      input: z.output<typeof MemberUpdateInputSchema>,
    ): Promise<Member> {
      const before = await members.member(id);
      if (!before) throw domainError("memberNotFound");
      const role = input.role ?? before.role;
      const disabled = input.disabled ?? before.disabled_at !== null;
      await assertOwnerRemains(before, { role, disabled });
      const fields: Parameters<MembersRepo["update"]>[1] = {};
      if (input.role !== undefined) fields.role = input.role;
      if (input.name !== undefined) fields.name = input.name;
      if (input.disabled !== undefined && input.disabled !== (before.disabled_at !== null))
        fields.disabled_at = input.disabled ? nowIso() : null;
      await members.update(id, fields);
      // A disabled account is out at once, not with its next request.
      if (fields.disabled_at) await sessions.deleteForAdmin(id);
      const after = (await members.member(id)) as MemberRow;
      if (after.role !== "owner" || after.disabled_at !== null) await revokeInvitesOf(change, id);
      const summary =
        fields.disabled_at !== undefined
          ? teamSummaries.disabled(after.name, after.email, fields.disabled_at !== null)
          : fields.role !== undefined && fields.role !== before.role
            ? teamSummaries.roleChanged(after.name, after.email, after.role)
            : teamSummaries.renamed(before.name, after.name, after.email);
      change.record({
        action: "update",
        entity: "team-member",
        entityId: id,
        summary,
        before,
        after,
      });
      return toMember(after);
    },

    /** An account is removed; an invite is revoked, so its link stops working. */
    async remove(change: Change, id: string): Promise<void> {
      const member = await members.member(id);
      if (member) {
        await assertOwnerRemains(member, "removed");
        // Before the account goes: removing it clears the invites' inviter.
        await revokeInvitesOf(change, id);
        await members.remove(id);
        change.record({
          action: "delete",
          entity: "team-member",
          entityId: id,
          summary: teamSummaries.removed(member.name, member.email),
          before: member,
        });
        return;
      }
      const invite = await repo.invite(id);
      if (!isOpen(invite, nowIso())) throw domainError("memberNotFound");
      await repo.revokeInvite(id);
      const { token_hash: _hash, ...kept } = invite;
      change.record({
        action: "revoke",
        entity: "invite",
        entityId: id,
        summary: teamSummaries.inviteRevoked(invite.name, invite.email),
        before: kept,
      });
    },

    async checkInvite(token: string): Promise<InviteDetails> {
      const { email, name, role } = await openInvite(token);
      return { email, name, role };
    },

    /** Spends the invite on a new account with the chosen password and signs it in. */
    async acceptInvite(
      input: { token: string; password: string },
      clientAddress: string,
    ): Promise<string> {
      const invite = await openInvite(input.token);
      const hash = await auth.hashNewPassword(input.password, clientAddress);
      const memberId = await repo.acceptInvite(invite.id, hash);
      if (!memberId) throw domainError("inviteInvalid");
      // The password was chosen just now: the session rests on it.
      return auth.startSession(memberId, new Date());
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
