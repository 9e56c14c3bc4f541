import { afterAll, describe, expect, it, vi } from "vitest";
import type { MemberWire } from "@shared/contract/team-wire.ts";
import { adminClient, login } from "../support/api.ts";
import { startServer, TEST_ADMIN, type TestServer } from "../support/server.ts";
import { MEMBER_PASSWORD, member } from "../support/team.ts";

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

describe("the ADMIN_EMAIL account", () => {
  it("once removed in the Team tab, is not made again by a restart with the same environment", async () => {
    // startServer sets ADMIN_EMAIL/ADMIN_PASSWORD to TEST_ADMIN.
    const server = await startServer();
    servers.push(server);
    expect(server.output()).toContain(`Created admin ${TEST_ADMIN.email}`);
    const owner = adminClient(server, await login(server));
    const me = ((await (await owner.get("/api/auth/me")).json()) as { _id: string })._id;
    const successor = await member(server, owner, "owner", "successor@test.example");
    expect((await successor.del(`/api/team/${me}`)).status).toBe(204);
    await server.stop();

    const again = await startServer({ dataDir: server.dataDir });
    servers.push(again);
    const res = await again.fetch("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(res.status).toBe(401);
    const team = (await (
      await adminClient(
        again,
        await login(again, { email: "successor@test.example", password: MEMBER_PASSWORD }),
      ).get("/api/team")
    ).json()) as MemberWire[];
    expect(team.map((m) => m.email)).toEqual(["successor@test.example"]);
    expect(again.output()).not.toContain("Created admin");
    expect(again.output()).toContain("only create the first admin of an empty team");
  }, 90_000);

  it("without ADMIN_EMAIL, offers the setup link on PUBLIC_URL, not on the address it listens on", async () => {
    const server = await startServer({
      env: { ADMIN_EMAIL: "", ADMIN_PASSWORD: "", PUBLIC_URL: "https://restaurant.test" },
    });
    servers.push(server);
    // The line is written once the server listens, which may be just after it first answers.
    await vi.waitFor(() => expect(server.output()).toContain("/admin/setup?token="), {
      timeout: 5000,
    });
    expect(server.output()).toMatch(/ https:\/\/restaurant\.test\/admin\/setup\?token=[\w-]+/);
    expect(server.output()).not.toMatch(/127\.0\.0\.1:\d+\/admin\/setup/);
  }, 90_000);
});
