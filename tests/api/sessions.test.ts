import { describe, expect, it } from "vitest";
import { databaseFile, openDatabase } from "../../server/db/database.server.ts";
import Database from "../../server/db/sqlite.server.ts";
import { createMembersRepo } from "../../server/features/team/members.repo.server.ts";
import { adminClient, login, useAdminApp } from "../support/api.ts";
import { TEST_ADMIN, tempDataDir } from "../support/server.ts";

const ctx = useAdminApp();

interface SessionRow {
  token_hash: string;
  member_id: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

describe("a password change", () => {
  it("voids a session whose credentials were read before it, even one written after it (a login that was still being checked)", async () => {
    const late = adminClient(ctx.server, await login(ctx.server));
    const db = new Database(databaseFile(ctx.server.dataDir));
    try {
      // The row a login writes that read the old hash before the change and finished after it:
      // the change's clean-up of other sessions has already run when it arrives.
      const row = db
        .prepare("SELECT * FROM sessions WHERE created_at = (SELECT MAX(created_at) FROM sessions)")
        .get() as SessionRow;
      const res = await ctx.api.json("POST", "/api/auth/password", {
        currentPassword: TEST_ADMIN.password,
        newPassword: "a-brand-new-passphrase",
      });
      expect(res.status).toBe(204);
      db.prepare(
        "INSERT OR REPLACE INTO sessions (token_hash, member_id, created_at, last_used_at, expires_at) VALUES (@token_hash, @member_id, @created_at, @last_used_at, @expires_at)",
      ).run(row);
    } finally {
      db.close();
    }

    expect((await late.get("/api/categories")).status).toBe(401);
    // The session the change was made in lives on.
    expect((await ctx.api.get("/api/categories")).status).toBe(200);
    // And a login with the new password works.
    const fresh = adminClient(
      ctx.server,
      await login(ctx.server, { email: TEST_ADMIN.email, password: "a-brand-new-passphrase" }),
    );
    expect((await fresh.get("/api/categories")).status).toBe(200);
  }, 60_000);
});

describe("the hash upgrade at login", () => {
  it("replaces only the exact hash it read: a password changed meanwhile stays", async () => {
    const database = openDatabase(tempDataDir());
    try {
      const members = createMembersRepo(database.db);
      const admin = await members.create("owner@test.example", "scrypt$16384$8$1$old$old");
      await members.setPassword(admin.id, "scrypt$131072$8$1$new$new");
      await members.replaceHash(
        admin.id,
        "scrypt$16384$8$1$old$old",
        "scrypt$131072$8$1$upgraded$old",
      );
      expect((await members.findById(admin.id))?.password_hash).toBe("scrypt$131072$8$1$new$new");

      await members.replaceHash(
        admin.id,
        "scrypt$131072$8$1$new$new",
        "scrypt$131072$8$1$upgraded$new",
      );
      expect((await members.findById(admin.id))?.password_hash).toBe(
        "scrypt$131072$8$1$upgraded$new",
      );
    } finally {
      await database.close();
    }
  }, 30_000);
});
