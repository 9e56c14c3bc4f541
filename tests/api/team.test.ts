import { describe, expect, it, vi } from "vitest";
import { apiErrorBody } from "@shared/contract/api-errors.ts";
import type { MemberWire } from "@shared/contract/team-wire.ts";
import { adminClient, login, useAdminApp } from "../support/api.ts";
import { TEST_ADMIN } from "../support/server.ts";
import { MEMBER_PASSWORD, accept, invite, member, tokenOf } from "../support/team.ts";

const ctx = useAdminApp();

const team = async () => (await (await ctx.api.get("/api/team")).json()) as MemberWire[];
const me = async () => (await (await ctx.api.get("/api/auth/me")).json()) as { _id: string };
const historyCount = async () => (await ctx.server.services.repos.history.list(10_000)).length;

// Every invite accepted and every login hashes a password (scrypt, about half a second here).
describe("invites", { timeout: 30_000 }, () => {
  it("gives a one-time link valid 48 hours; accepting it makes the account and signs in", async () => {
    const created = await invite(ctx.api, {
      email: "Anna@Test.example",
      name: "Anna",
      role: "manager",
    });
    expect(created).toMatchObject({
      email: "anna@test.example",
      name: "Anna",
      role: "manager",
      status: "invited",
    });
    expect(created.inviteUrl).toMatch(
      /^https:\/\/restaurant\.test\/admin\/invite\?token=[\w-]{43}$/,
    );
    const hours = (Date.parse(created.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect((await team()).find((m) => m._id === created._id)).toMatchObject({
      status: "invited",
      lastLoginAt: null,
      expiresAt: created.expiresAt,
    });

    const check = await ctx.server.fetch("/api/auth/invite/check", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: tokenOf(created) }),
    });
    expect(await check.json()).toEqual({
      email: "anna@test.example",
      name: "Anna",
      role: "manager",
    });

    const res = await accept(ctx.server, tokenOf(created));
    expect(res.status).toBe(201);
    const anna = adminClient(ctx.server, ((await res.json()) as { token: string }).token);
    expect(await (await anna.get("/api/auth/me")).json()).toMatchObject({
      email: "anna@test.example",
      name: "Anna",
      role: "manager",
    });
    const listed = (await team()).filter((m) => m.email === "anna@test.example");
    expect(listed).toEqual([
      expect.objectContaining({
        status: "active",
        role: "manager",
        lastLoginAt: expect.any(String),
      }),
    ]);
    // Her own password signs her in from now on.
    expect(
      await login(ctx.server, { email: "anna@test.example", password: MEMBER_PASSWORD }),
    ).toEqual(expect.any(String));
    // The link is spent.
    const again = await accept(ctx.server, tokenOf(created), "another-password-1");
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject(apiErrorBody("inviteInvalid"));
  });

  it("refuses an expired, revoked or unknown link with 400, and a short password like the setup link", async () => {
    const expired = await invite(ctx.api, {
      email: "late@test.example",
      name: "Late",
      role: "staff",
    });
    // Two days and an hour later, the link has run out.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 49 * 3600_000 });
    try {
      const res = await accept(ctx.server, tokenOf(expired));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject(apiErrorBody("inviteInvalid"));
    } finally {
      vi.useRealTimers();
    }

    const revoked = await invite(ctx.api, {
      email: "gone@test.example",
      name: "Gone",
      role: "staff",
    });
    expect((await ctx.api.del(`/api/team/${revoked._id}`)).status).toBe(204);
    expect((await team()).some((m) => m._id === revoked._id)).toBe(false);
    expect((await accept(ctx.server, tokenOf(revoked))).status).toBe(400);

    const replaced = await invite(ctx.api, {
      email: "twice@test.example",
      name: "Twice",
      role: "staff",
    });
    await invite(ctx.api, { email: "twice@test.example", name: "Twice", role: "manager" });
    expect((await accept(ctx.server, tokenOf(replaced))).status).toBe(400);

    expect((await accept(ctx.server, "x".repeat(43))).status).toBe(400);
    const fresh = await invite(ctx.api, {
      email: "short@test.example",
      name: "Short",
      role: "staff",
    });
    const short = await accept(ctx.server, tokenOf(fresh), "short");
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      error: "The password needs at least 12 characters.",
      code: "passwordTooShort",
    });
    expect((await accept(ctx.server, tokenOf(fresh))).status).toBe(201);
  });

  it("refuses bad invites with 400, and an e-mail already on the team with 409", async () => {
    const count = await historyCount();
    for (const body of [
      { email: "x", name: "X", role: "staff" },
      { email: "y@test.example", name: "", role: "staff" },
      { email: "z@test.example", name: "Z", role: "chef" },
    ]) {
      expect((await ctx.api.json("POST", "/api/team/invites", body)).status).toBe(400);
    }
    const taken = await ctx.api.json("POST", "/api/team/invites", {
      email: TEST_ADMIN.email,
      name: "Me",
      role: "staff",
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject(apiErrorBody("alreadyMember"));
    expect(await historyCount()).toBe(count);
  });
});

describe("the team", { timeout: 30_000 }, () => {
  it("changes a role and a name, recorded in the history without any password", async () => {
    const created = await invite(ctx.api, {
      email: "ravi@test.example",
      name: "Ravi",
      role: "staff",
    });
    await accept(ctx.server, tokenOf(created));
    const ravi = (await team()).find((m) => m.email === "ravi@test.example") as MemberWire;
    const res = await ctx.api.json("PUT", `/api/team/${ravi._id}`, {
      role: "manager",
      name: "Ravi K.",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      _id: ravi._id,
      role: "manager",
      name: "Ravi K.",
      status: "active",
    });
    const [entry] = await ctx.server.services.repos.history.list(1);
    expect(entry).toMatchObject({
      entity: "team-member",
      entity_id: ravi._id,
      summary_en: "Ravi K. (ravi@test.example) is now manager",
      summary_de: "Ravi K. (ravi@test.example) ist jetzt Manager",
    });
    expect(entry?.before).not.toContain("password");
    expect((await ctx.api.json("PUT", `/api/team/${ravi._id}`, {})).status).toBe(400);
    expect((await ctx.api.json("PUT", `/api/team/${ravi._id}`, { role: "chef" })).status).toBe(400);
    expect((await ctx.api.json("PUT", "/api/team/nobody", { name: "X" })).status).toBe(404);
  });

  it("ends a disabled account's sessions at once, and its password no longer signs in", async () => {
    const waiter = await member(ctx.server, ctx.api, "staff", "waiter@test.example");
    expect((await waiter.get("/api/dishes")).status).toBe(200);
    const id = ((await (await waiter.get("/api/auth/me")).json()) as { _id: string })._id;
    const res = await ctx.api.json("PUT", `/api/team/${id}`, { disabled: true });
    expect(await res.json()).toMatchObject({ status: "disabled" });
    expect((await waiter.get("/api/dishes")).status).toBe(401);
    const relogin = await ctx.server.fetch("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "waiter@test.example", password: MEMBER_PASSWORD }),
    });
    expect(relogin.status).toBe(403);
    expect(await relogin.json()).toMatchObject(apiErrorBody("accountDisabled"));
    // Enabled again, the same password works.
    await ctx.api.json("PUT", `/api/team/${id}`, { disabled: false });
    expect(
      await login(ctx.server, { email: "waiter@test.example", password: MEMBER_PASSWORD }),
    ).toEqual(expect.any(String));
  });

  it("keeps the last active owner: no demotion, disabling or removal (409)", async () => {
    const ownId = (await me())._id;
    const others = (await team()).filter((m) => m.role === "owner" && m._id !== ownId);
    expect(others).toEqual([]);
    for (const [method, body] of [
      ["PUT", { role: "manager" }],
      ["PUT", { disabled: true }],
      ["DELETE", undefined],
    ] as const) {
      const res =
        method === "DELETE"
          ? await ctx.api.del(`/api/team/${ownId}`)
          : await ctx.api.json(method, `/api/team/${ownId}`, body);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject(apiErrorBody("lastOwner"));
    }
    // With a second owner, the first may step down.
    const second = await member(ctx.server, ctx.api, "owner", "second-owner@test.example");
    expect((await ctx.api.json("PUT", `/api/team/${ownId}`, { role: "manager" })).status).toBe(200);
    const res = await second.json("PUT", `/api/team/${ownId}`, { role: "owner" });
    expect(res.status).toBe(200);
  });

  it("removes an account: its sessions end, the history still names it", async () => {
    const leaving = await member(ctx.server, ctx.api, "staff", "leaving@test.example");
    const id = ((await (await leaving.get("/api/auth/me")).json()) as { _id: string })._id;
    expect((await ctx.api.del(`/api/team/${id}`)).status).toBe(204);
    expect((await leaving.get("/api/dishes")).status).toBe(401);
    expect((await team()).some((m) => m._id === id)).toBe(false);
    expect((await ctx.api.del(`/api/team/${id}`)).status).toBe(404);
    const [entry] = await ctx.server.services.repos.history.list(1);
    expect(entry).toMatchObject({
      action: "delete",
      entity: "team-member",
      summary_de: "A staff (leaving@test.example) aus dem Team entfernt",
    });
  });
});
