import { describe, expect, it } from "vitest";
import type { MemberWire } from "@shared/contract/team-wire.ts";
import { type ApiClient, useAdminApp } from "../support/api.ts";
import { accept, invite, member, tokenOf } from "../support/team.ts";
import { migrate } from "../../server/db/database.server.ts";
import SQLite from "../../server/db/sqlite.server.ts";

const ctx = useAdminApp();

const idOf = async (client: ApiClient) =>
  ((await (await client.get("/api/auth/me")).json()) as { _id: string })._id;
const team = async () => (await (await ctx.api.get("/api/team")).json()) as MemberWire[];

/** An owner about to lose their place invites a second address of theirs as owner. */
async function ownerWithInvite(tag: string) {
  const leaving = await member(ctx.server, ctx.api, "owner", `leaving-${tag}@test.example`);
  const backdoor = await invite(leaving, {
    email: `backdoor-${tag}@test.example`,
    name: "Backdoor",
    role: "owner",
  });
  return { leaving, id: await idOf(leaving), backdoor };
}

async function expectDead(link: Awaited<ReturnType<typeof invite>>) {
  const check = await ctx.server.fetch("/api/auth/invite/check", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token: tokenOf(link) }),
  });
  expect(check.status).toBe(400);
  const res = await accept(ctx.server, tokenOf(link));
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ code: "inviteInvalid" });
  expect((await team()).some((m) => m.email === link.email)).toBe(false);
}

// Every invite accepted hashes a password (scrypt, about half a second here).
describe("an invite dies with its inviter's place as owner", { timeout: 30_000 }, () => {
  it("when the inviter is disabled", async () => {
    const { id, backdoor } = await ownerWithInvite("disabled");
    expect((await ctx.api.json("PUT", `/api/team/${id}`, { disabled: true })).status).toBe(200);
    await expectDead(backdoor);
    // Enabled again, the link stays dead: it was revoked, not paused.
    expect((await ctx.api.json("PUT", `/api/team/${id}`, { disabled: false })).status).toBe(200);
    await expectDead(backdoor);
  });

  it("when the inviter is demoted below owner", async () => {
    const { id, backdoor } = await ownerWithInvite("demoted");
    expect((await ctx.api.json("PUT", `/api/team/${id}`, { role: "manager" })).status).toBe(200);
    await expectDead(backdoor);
    expect((await ctx.api.json("PUT", `/api/team/${id}`, { role: "owner" })).status).toBe(200);
    await expectDead(backdoor);
  });

  it("when the inviter is removed, and the history says the link was revoked", async () => {
    const { id, backdoor } = await ownerWithInvite("removed");
    expect((await ctx.api.del(`/api/team/${id}`)).status).toBe(204);
    await expectDead(backdoor);
    const entries = await ctx.server.services.repos.history.list(2);
    expect(entries.map((e) => [e.action, e.entity, e.entity_id])).toEqual(
      expect.arrayContaining([
        ["delete", "team-member", id],
        ["revoke", "invite", backdoor._id],
      ]),
    );
  });

  it("lists no invite whose inviter has lost their place", async () => {
    const { id, backdoor } = await ownerWithInvite("listed");
    expect((await team()).some((m) => m._id === backdoor._id)).toBe(true);
    await ctx.api.json("PUT", `/api/team/${id}`, { role: "staff" });
    expect((await team()).some((m) => m._id === backdoor._id)).toBe(false);
  });

  it("keeps an invite whose inviter only changed their name, and the invites of other owners", async () => {
    const { leaving, id, backdoor } = await ownerWithInvite("renamed");
    const fromMe = await invite(ctx.api, {
      email: "from-me@test.example",
      name: "From me",
      role: "staff",
    });
    expect((await ctx.api.json("PUT", `/api/team/${id}`, { name: "Still an owner" })).status).toBe(
      200,
    );
    expect((await accept(ctx.server, tokenOf(backdoor))).status).toBe(201);
    await ctx.api.json("PUT", `/api/team/${id}`, { disabled: true });
    expect((await accept(ctx.server, tokenOf(fromMe))).status).toBe(201);
    expect((await leaving.get("/api/team")).status).toBe(401);
  });
});

describe("invites made before they knew their inviter", () => {
  it("are revoked by the migration that adds the inviter", () => {
    const sqlite = new SQLite(":memory:");
    try {
      migrate(sqlite, 6);
      const insert = sqlite.prepare(
        "INSERT INTO invites (id, email, name, role, token_hash, created_at, expires_at, accepted_at) VALUES (?, ?, 'Old', 'owner', ?, '2026-11-26T10:00:00.000Z', '2099-01-01T00:00:00.000Z', ?)",
      );
      insert.run("open", "open@test.example", "hash-open", null);
      insert.run("spent", "spent@test.example", "hash-spent", "2026-11-26T11:00:00.000Z");
      migrate(sqlite);
      const rows = sqlite
        .prepare("SELECT id, revoked_at, invited_by FROM invites ORDER BY id")
        .all() as { id: string; revoked_at: string | null; invited_by: string | null }[];
      expect(rows).toEqual([
        {
          id: "open",
          revoked_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          invited_by: null,
        },
        { id: "spent", revoked_at: null, invited_by: null },
      ]);
    } finally {
      sqlite.close();
    }
  });
});
