import { describe, expect, it } from "vitest";
import type { InviteCreated, Me, Member } from "@shared/contract/team.ts";
import {
  InviteCreatedWireSchema,
  MemberWireSchema,
  MeWireSchema,
} from "@shared/contract/team-wire.ts";
import { toInviteCreatedWire, toMemberWire, toMeWire } from "@shared/contract/team-wire-codec.ts";
import {
  fromInviteCreatedWire,
  fromMemberWire,
  fromMeWire,
} from "@shared/contract/team-wire-codec.ts";

const account: Member = {
  id: "a1",
  email: "ravi@test.example",
  name: "Ravi",
  role: "manager",
  status: "active",
  createdAt: "2026-11-02T10:00:00.000Z",
  lastLoginAt: "2026-11-03T09:00:00.000Z",
};
const invite: Member = {
  ...account,
  id: "i1",
  status: "invited",
  lastLoginAt: null,
  expiresAt: "2026-11-05T10:00:00.000Z",
};

describe("the team's edge adapter", () => {
  it("answers a member with `_id`, the answer's fields in their order, and reads it back", () => {
    const wire = toMemberWire(account);
    // An account has no expiry: the key stays out of the answer, not undefined in it.
    expect(Object.keys(wire)).toEqual([
      "_id",
      "email",
      "name",
      "role",
      "status",
      "createdAt",
      "lastLoginAt",
    ]);
    expect(wire._id).toBe("a1");
    expect(MemberWireSchema.strict().parse(wire)).toEqual(wire);
    expect(fromMemberWire(wire)).toEqual(account);

    const invited = toMemberWire(invite);
    expect(Object.keys(invited).at(-1)).toBe("expiresAt");
    expect(fromMemberWire(invited)).toEqual(invite);
  });

  it("answers the signed-in account with `_id` and reads it back", () => {
    const me: Me = { id: "a1", email: "ravi@test.example", name: "Ravi", role: "owner" };
    const wire = toMeWire(me);
    expect(Object.keys(wire)).toEqual(["_id", "email", "name", "role"]);
    expect(wire._id).toBe("a1");
    expect(MeWireSchema.strict().parse(wire)).toEqual(wire);
    expect(fromMeWire(wire)).toEqual(me);
  });

  it("answers a new invite with `_id` and its link, and reads it back", () => {
    const created: InviteCreated = {
      id: "i1",
      email: "new@test.example",
      name: "Neu",
      role: "staff",
      status: "invited",
      inviteUrl: "https://example.test/admin/invite?token=t",
      expiresAt: "2026-11-05T10:00:00.000Z",
    };
    const wire = toInviteCreatedWire(created);
    expect(Object.keys(wire)).toEqual([
      "_id",
      "email",
      "name",
      "role",
      "status",
      "inviteUrl",
      "expiresAt",
    ]);
    expect(InviteCreatedWireSchema.strict().parse(wire)).toEqual(wire);
    expect(fromInviteCreatedWire(wire)).toEqual(created);
  });
});
