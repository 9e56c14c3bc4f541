import type { InviteCreatedWire, MeWire, MemberWire } from "./team-wire.ts";
import type { InviteCreated, Me, Member } from "./team.ts";

/**
 * The readers of the team's answers (a member, the signed-in member, an invite): the wire format
 * back into the one shape. Their own module,
 * without zod (the wire format's types only), so the admin's start reads answers without loading
 * the contract's schemas.
 */
export function fromMeWire({ _id, ...fields }: MeWire): Me {
  return { id: _id, ...fields };
}

export function fromMemberWire({ _id, ...fields }: MemberWire): Member {
  return { id: _id, ...fields };
}

export function fromInviteCreatedWire({ _id, ...fields }: InviteCreatedWire): InviteCreated {
  return { id: _id, ...fields };
}
