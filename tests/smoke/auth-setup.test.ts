import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, login } from "../support/api.ts";
import { startServer, type TestServer } from "../support/server.ts";

// No ADMIN_EMAIL/ADMIN_PASSWORD and a new database: the first start offers a setup link.
const NO_ADMIN = { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" };
const OWNER = { email: "Owner@Masala-Haus.example", password: "my own long passphrase" };

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: NO_ADMIN });
});
afterAll(async () => {
  await server.stop();
});

const post = (path: string, body: unknown) =>
  fetch(server.url + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

async function setupToken(of: TestServer): Promise<string> {
  // The line is written once the server listens, which may be just after it first answers.
  for (let i = 0; i < 100 && !of.output().includes("/admin/setup?token="); i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const match = /\/admin\/setup\?token=([\w-]+)/.exec(of.output());
  if (!match?.[1]) throw new Error(`no setup link in the log:\n${of.output()}`);
  return match[1];
}

describe("the first admin", () => {
  it("the log shows a one-time setup link and no password", async () => {
    const token = await setupToken(server);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(server.output()).toMatch(/http:\/\/(localhost|127\.0\.0\.1):\d+\/admin\/setup\?token=/);
    expect(server.output()).toContain("it works once, for 24 hours");
    expect(server.output()).not.toMatch(/password:/i);
    expect((await post("/api/auth/setup/check", { token })).status).toBe(204);
    const wrong = await post("/api/auth/setup/check", { token: "x".repeat(43) });
    expect(wrong.status).toBe(410);
    expect(await wrong.json()).toMatchObject({
      error: "This setup link is invalid, expired or already used.",
    });
  });

  it("refuses bad input without spending the link", async () => {
    const token = await setupToken(server);
    for (const [body, error] of [
      [
        { token, email: OWNER.email, password: "too-short" },
        "The password needs at least 12 characters.",
      ],
      [
        { token, email: "not-an-e-mail", password: OWNER.password },
        "Enter a valid e-mail address.",
      ],
      [{ email: OWNER.email, password: OWNER.password }, "The setup link is incomplete."],
    ] as const) {
      const res = await post("/api/auth/setup", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error });
    }
    const wrongToken = await post("/api/auth/setup", { ...OWNER, token: "y".repeat(43) });
    expect(wrongToken.status).toBe(410);
    const plain = await fetch(`${server.url}/api/auth/setup`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ ...OWNER, token }),
    });
    expect(plain.status).toBe(415);
    expect((await post("/api/auth/setup/check", { token })).status).toBe(204);
  });

  it("the link creates the admin the owner chose, logs them in, and works only once", async () => {
    const token = await setupToken(server);
    const [first, second] = await Promise.all([
      post("/api/auth/setup", { ...OWNER, token }),
      post("/api/auth/setup", { ...OWNER, password: "someone else's pass", token }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 410]);
    const winner = first.status === 200 ? first : second;
    const session = ((await winner.json()) as { token: string }).token;
    expect(winner.headers.get("cache-control")).toBe("no-store");
    expect((await adminClient(server, session).get("/api/categories")).status).toBe(200);
    expect(
      await login(server, { email: OWNER.email.toLowerCase(), password: OWNER.password }),
    ).toBeTruthy();

    expect(
      (await post("/api/auth/setup", { ...OWNER, email: "again@masala-haus.example", token }))
        .status,
    ).toBe(410);
    expect((await post("/api/auth/setup/check", { token })).status).toBe(410);
  }, 60_000);

  it("once an admin exists, a restart offers no link", async () => {
    await server.stop();
    server = await startServer({ dataDir: server.dataDir, env: NO_ADMIN });
    expect(
      await login(server, { email: OWNER.email.toLowerCase(), password: OWNER.password }),
    ).toBeTruthy();
    expect(server.output()).not.toContain("/admin/setup");
  }, 60_000);
});
