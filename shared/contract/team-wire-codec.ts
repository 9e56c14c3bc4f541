import type { InviteCreatedWire, MeWire, MemberWire } from "./team-wire.ts";
import type { InviteCreated, Me, Member } from "./team.ts";

/**
 * The codec of the team's edge adapter (members, the signed-in member, invites): the one shape into the wire format and back
 * (`to…Wire` in the routes, `from…Wire` in the admin) and, where the admin sends one, into a
 * request (`to…Request`). Plain functions without zod: the wire format's schemas stay in
 * `team-wire.ts`, and the admin's start reads answers without loading them.
 */

/** An answer read back as the one shape. */
export function fromMeWire({ _id, ...fields }: MeWire): Me {
  return { id: _id, ...fields };
}

export function fromMemberWire({ _id, ...fields }: MemberWire): Member {
  return { id: _id, ...fields };
}

export function fromInviteCreatedWire({ _id, ...fields }: InviteCreatedWire): InviteCreated {
  return { id: _id, ...fields };
}

export function toMeWire(me: Me): MeWire {
  return { _id: me.id, email: me.email, name: me.name, role: me.role };
}

/** An account has no `expiresAt`; an invite has. */
export function toMemberWire(member: Member): MemberWire {
  return {
    _id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    status: member.status,
    createdAt: member.createdAt,
    lastLoginAt: member.lastLoginAt,
    ...(member.expiresAt === undefined ? {} : { expiresAt: member.expiresAt }),
  };
}

export function toInviteCreatedWire(invite: InviteCreated): InviteCreatedWire {
  return {
    _id: invite.id,
    email: invite.email,
    name: invite.name,
    role: invite.role,
    status: invite.status,
    inviteUrl: invite.inviteUrl,
    expiresAt: invite.expiresAt,
  };
}
