import Database from "../../server/db/sqlite.server.ts";
import { randomBytes, scryptSync } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, login } from "../support/api.ts";
import { CURRENT_PARAMS } from "../../server/features/auth/password.server.ts";
import { startServer, TEST_ADMIN, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const post = (
  path: string,
  body: string,
  headers: Record<string, string> = { "content-type": "application/json" },
) => fetch(server.url + path, { method: "POST", headers, body });

/** Every admin call of the API plus the extensions; each must refuse a missing or bad token. */
const ADMIN_CALLS: [string, string][] = [
  ["GET", "/api/categories"],
  ["POST", "/api/categories"],
  ["PUT", "/api/categories/abc"],
  ["DELETE", "/api/categories/abc"],
  ["GET", "/api/dishes"],
  ["GET", "/api/dishes?categoryId=abc"],
  ["POST", "/api/dishes"],
  ["PUT", "/api/dishes/abc"],
  ["DELETE", "/api/dishes/abc"],
  ["GET", "/api/opening-hours"],
  ["POST", "/api/opening-hours"],
  ["DELETE", "/api/opening-hours/1"],
  ["POST", "/api/menu-images"],
  ["DELETE", "/api/menu-images/abc"],
  ["POST", "/api/auth/logout"],
  ["POST", "/api/auth/password"],
  ["PUT", "/api/categories/order"],
  ["PUT", "/api/dishes/order"],
  ["GET", "/api/special-days"],
  ["POST", "/api/special-days"],
  ["DELETE", "/api/special-days/abc"],
];

describe("login", () => {
  it("returns a 256-bit random token for the right credentials", async () => {
    const res = await post("/api/auth/login", JSON.stringify(TEST_ADMIN));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string };
    expect(Buffer.from(body.token, "base64url")).toHaveLength(32);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers a wrong password and an unknown e-mail alike with 401", async () => {
    const wrong = await post(
      "/api/auth/login",
      JSON.stringify({ email: TEST_ADMIN.email, password: "nope-nope-nope" }),
    );
    const unknown = await post(
      "/api/auth/login",
      JSON.stringify({ email: "nobody@test.example", password: "nope-nope-nope" }),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("rejects missing fields, a bad e-mail and broken JSON with 400 and a readable error", async () => {
    for (const body of [
      JSON.stringify({}),
      JSON.stringify({ email: TEST_ADMIN.email }),
      JSON.stringify({ email: "x", password: "y" }),
      "{not json",
      "[]",
      "null",
    ]) {
      const res = await post("/api/auth/login", body);
      expect(res.status, body).toBe(400);
      expect(typeof ((await res.json()) as { error: string }).error).toBe("string");
    }
  });

  it("stores only a hash of the token", async () => {
    const token = await login(server);
    const db = new Database(path.join(server.dataDir, "restaurant.sqlite"), { readonly: true });
    const rows = db.prepare("SELECT token_hash FROM sessions").all() as { token_hash: string }[];
    db.close();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe("admin calls", () => {
  it.each(ADMIN_CALLS)(
    "%s %s answers 401 without a token and with a bad token",
    async (method, url) => {
      for (const headers of [
        {},
        { authorization: "Bearer not-a-real-token-0123456789abcdef" },
        { authorization: "Basic abc" },
      ] as Record<string, string>[]) {
        const res = await fetch(server.url + url, {
          method,
          headers: { "content-type": "application/json", ...headers },
          body: method === "GET" || method === "DELETE" ? undefined : "{}",
        });
        expect(res.status).toBe(401);
        expect(await res.json()).toMatchObject({ error: expect.any(String) });
      }
    },
  );

  it("logout revokes the token", async () => {
    const api = adminClient(server, await login(server));
    expect((await api.get("/api/categories")).status).toBe(200);
    expect((await api.json("POST", "/api/auth/logout", {})).status).toBe(204);
    expect((await api.get("/api/categories")).status).toBe(401);
  });

  it("public calls need no token", async () => {
    for (const url of [
      "/api/public/menu?lang=de",
      "/api/public/opening-hours",
      "/api/menu-images",
      "/api/menu-images?lang=en",
    ]) {
      expect((await fetch(server.url + url)).status, url).toBe(200);
    }
  });

  it("unknown API paths answer 404 with the error shape", async () => {
    const res = await fetch(`${server.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "Not found" });
  });
});

describe("what login accepts", () => {
  it("answers anything but application/json with 415 and a JSON error, and checks no password", async () => {
    const body = JSON.stringify(TEST_ADMIN);
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonp",
      "",
    ]) {
      const res = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: type ? { "content-type": type } : {},
        body,
      });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toMatchObject({ error: "Send the request as application/json." });
    }
    expect(
      (await post("/api/auth/login", body, { "content-type": "application/json; charset=utf-8" }))
        .status,
    ).toBe(200);
  });
});

describe("password hashes", () => {
  const adminRow = () => {
    const db = new Database(path.join(server.dataDir, "restaurant.sqlite"), { readonly: true });
    const row = db
      .prepare("SELECT password_hash, password_changed_at FROM members WHERE email = ?")
      .get(TEST_ADMIN.email) as { password_hash: string; password_changed_at: string };
    db.close();
    return row;
  };

  it("are scrypt with OWASP's parameters: N=2^17, r=8, p=1", () => {
    expect(CURRENT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    expect(adminRow().password_hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it("an older, weaker hash still logs in and is replaced by today's at that login", async () => {
    const salt = randomBytes(16);
    const oldKey = scryptSync(TEST_ADMIN.password, salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const oldHash = [
      "scrypt",
      16384,
      8,
      1,
      salt.toString("base64url"),
      oldKey.toString("base64url"),
    ].join("$");
    const before = adminRow();
    const db = new Database(path.join(server.dataDir, "restaurant.sqlite"));
    db.prepare("UPDATE members SET password_hash = ? WHERE email = ?").run(
      oldHash,
      TEST_ADMIN.email,
    );
    db.close();

    expect(await login(server)).toBeTruthy();
    const after = adminRow();
    expect(after.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    // Only the hash changed, not the password: its date stays.
    expect(after.password_changed_at).toBe(before.password_changed_at);
    expect(await login(server)).toBeTruthy();
    expect(
      (
        await post(
          "/api/auth/login",
          JSON.stringify({ ...TEST_ADMIN, password: "not-the-password" }),
        )
      ).status,
    ).toBe(401);
  });
});
