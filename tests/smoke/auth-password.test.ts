import Database from "../../server/db/sqlite.server.ts";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, login } from "../support/api.ts";
import { startServer, TEST_ADMIN, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const passwordHash = () => {
  const db = new Database(path.join(server.dataDir, "restaurant.sqlite"), { readonly: true });
  const row = db
    .prepare("SELECT password_hash FROM members WHERE email = ?")
    .get(TEST_ADMIN.email) as { password_hash: string };
  db.close();
  return row.password_hash;
};

describe("changing one's own password", () => {
  it("refuses bad input with a JSON error and changes nothing", async () => {
    const api = adminClient(server, await login(server));
    const before = passwordHash();
    const cases: [unknown, number, string][] = [
      [
        { currentPassword: TEST_ADMIN.password, newPassword: "eleven-char" },
        400,
        "The password needs at least 12 characters.",
      ],
      [
        { currentPassword: TEST_ADMIN.password, newPassword: TEST_ADMIN.password },
        400,
        "The new password must differ from the current one.",
      ],
      [{ newPassword: "a-long-new-password" }, 400, "Enter your current password."],
      [
        { currentPassword: "not-my-password", newPassword: "a-long-new-password" },
        403,
        "The current password is not correct.",
      ],
    ];
    for (const [body, status, error] of cases) {
      const res = await api.json("POST", "/api/auth/password", body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(await res.json()).toMatchObject({ error });
    }
    const plain = await api.get("/api/auth/password", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({
        currentPassword: TEST_ADMIN.password,
        newPassword: "a-long-new-password",
      }),
    });
    expect(plain.status).toBe(415);
    expect(passwordHash()).toBe(before);
    // A wrong current password did not end the session.
    expect((await api.get("/api/categories")).status).toBe(200);
  });

  it("needs the current password and at least 12 characters; keeps this session and ends the others", async () => {
    const here = adminClient(server, await login(server));
    const elsewhere = adminClient(server, await login(server));
    const newPassword = "a-brand-new-passphrase";

    const res = await here.json("POST", "/api/auth/password", {
      currentPassword: TEST_ADMIN.password,
      newPassword,
    });
    expect(res.status).toBe(204);
    expect((await here.get("/api/categories")).status).toBe(200);
    expect((await elsewhere.get("/api/categories")).status).toBe(401);
    await expect(login(server)).rejects.toThrow("401");
    expect(await login(server, { email: TEST_ADMIN.email, password: newPassword })).toBeTruthy();
    expect(passwordHash()).toMatch(/^scrypt\$131072\$8\$1\$/);

    // And back, so the file's other tests keep the usual password.
    expect(
      (
        await here.json("POST", "/api/auth/password", {
          currentPassword: newPassword,
          newPassword: TEST_ADMIN.password,
        })
      ).status,
    ).toBe(204);
  }, 60_000);
});
