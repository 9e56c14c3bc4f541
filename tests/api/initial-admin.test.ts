import { afterEach, describe, expect, it } from "vitest";
import { type MemberWire } from "@shared/contract/team-wire.ts";
import { adminClient, login } from "../support/api.ts";
import { startApp, type TestApp } from "../support/app.ts";
import { TEST_ADMIN } from "../support/server.ts";
import { member } from "../support/team.ts";

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.stop()));
});
/** The app as main.ts starts it, with ADMIN_EMAIL/ADMIN_PASSWORD set to TEST_ADMIN. */
const start = async (dataDir?: string) => {
  const app = await startApp({ dataDir });
  apps.push(app);
  return app;
};
const loginStatus = async (app: TestApp) =>
  (
    await app.fetch("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    })
  ).status;

// Accepting an invite and signing in hash a password (scrypt, about half a second here).
describe("ADMIN_EMAIL and ADMIN_PASSWORD", { timeout: 30_000 }, () => {
  it("create the first admin of an empty team, and a removed one stays removed after a restart", async () => {
    const first = await start();
    const owner = adminClient(first, await login(first));
    const me = ((await (await owner.get("/api/auth/me")).json()) as { _id: string })._id;
    const successor = await member(first, owner, "owner", "successor@test.example");
    expect((await successor.del(`/api/team/${me}`)).status).toBe(204);
    await Promise.all(apps.splice(0).map((app) => app.stop()));

    // The same environment, the same data.
    const again = await start(first.dataDir);
    expect(await loginStatus(again)).toBe(401);
    const team = (await (
      await adminClient(again, successor.token).get("/api/team")
    ).json()) as MemberWire[];
    expect(team.map((m) => m.email)).toEqual(["successor@test.example"]);
  });
});
