import SQLite, { type SqliteDatabase } from "../../server/db/sqlite.server.ts";
import { LOCK_DB } from "../../server/backup/data-dir-lock.server.ts";
import { migrations } from "../../server/db/migrations.server.ts";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { adminClient, blob, formOf, login, pngImage } from "../support/api.ts";
import { startServer, TEST_ADMIN, tempDataDir, type TestServer } from "../support/server.ts";

/**
 * `npm run backup` and `npm run restore` as an operator runs them, from a folder of their own
 * (where the default backups/ folder appears), against the built server's data.
 */
const root = process.cwd();
const servers: TestServer[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop().catch(() => undefined)));
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = tempDataDir();
  folders.push(dir);
  return dir;
};
const start = async (dataDir: string) => {
  const server = await startServer({ dataDir });
  servers.push(server);
  return server;
};

function cli(
  command: "backup" | "restore" | "set-password",
  args: string[],
  options: { cwd: string; dataDir: string; input?: string },
) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, "node_modules/tsx/dist/cli.mjs"),
        path.join(root, `server/cli/${command}.ts`),
        ...args,
      ],
      {
        cwd: options.cwd,
        env: {
          PATH: process.env.PATH,
          DATA_DIR: options.dataDir,
          TSX_TSCONFIG_PATH: path.join(root, "tsconfig.json"),
        },
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.stdin.end(options.input ?? "");
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const digest = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");
const names = async (server: TestServer) =>
  (
    (await (await adminClient(server, await login(server)).get("/api/categories")).json()) as {
      name: string;
    }[]
  ).map((c) => c.name);

/** Refused in one sentence: one line, no stack trace, nothing changed. */
function expectRefusal(
  result: { code: number | null; stdout: string; stderr: string },
  says: RegExp,
) {
  expect(result.code).toBe(1);
  const text = result.stderr.trim();
  expect(text).toMatch(says);
  expect(text.split("\n")).toHaveLength(1);
  expect(text).not.toMatch(/^\s+at /m);
  expect(text).not.toContain("SqliteError");
}

describe("restore", () => {
  it("refuses while the server runs; later saves the current state, swaps it, ends sessions and keeps today's passwords", async () => {
    const dataDir = folder();
    const operator = folder();
    let server = await start(dataDir);
    const api = adminClient(server, await login(server));
    await api.json("POST", "/api/categories", { name_en: "In the backup" });
    const photo = (await (
      await api.form(
        "POST",
        "/api/dishes",
        formOf(
          {
            categoryId: ((await (await api.get("/api/categories")).json()) as { _id: string }[])[0]!
              ._id,
            title_en: "Pakora",
            priceCents: "450",
          },
          { image: [blob(await pngImage(500, 400)), "p.png"] },
        ),
      )
    ).json()) as { imageUrl: string };
    // A logo brings files of its own (icons) beside its image: the backup keeps them too.
    const logo = (await (
      await api.form(
        "PUT",
        "/api/restaurant-pictures/logo",
        formOf(
          { altDe: "Logo", altEn: "Logo" },
          { image: [blob(await pngImage(300, 300)), "logo.png"] },
        ),
      )
    ).json()) as { icons: { favicon: string } };

    const made = await cli("backup", [], { cwd: operator, dataDir });
    expect(made.code).toBe(0);
    const [backupName] = fs.readdirSync(path.join(operator, "backups"));
    const backup = path.join(operator, "backups", backupName as string);
    expect(fs.statSync(backup).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(operator, "backups")).mode & 0o777).toBe(0o700);

    await api.json("POST", "/api/categories", { name_en: "After the backup" });
    const before = digest(path.join(dataDir, "restaurant.sqlite"));
    expectRefusal(
      await cli("restore", [backup], { cwd: operator, dataDir }),
      /^Not restored: .* is in use by a running server \(process \d+\); stop it first\.$/,
    );
    expect(digest(path.join(dataDir, "restaurant.sqlite"))).toBe(before);
    expect(await names(server)).toEqual(["In the backup", "After the backup"]);

    // The password changes after the backup; the restore must not bring the old one back.
    const changed = await cli("set-password", [TEST_ADMIN.email], {
      cwd: operator,
      dataDir,
      input: "a-newer-password-2026\n",
    });
    expect(changed.code).toBe(0);
    const newer = { email: TEST_ADMIN.email, password: "a-newer-password-2026" };
    const token = await login(server, newer);
    // Killed, not stopped: the lock it leaves behind belongs to a process that is gone.
    await server.kill();

    // As on a new disk: the pictures' files come back from the backup alone.
    fs.rmSync(path.join(dataDir, "pictures"), { recursive: true, force: true });
    const restored = await cli("restore", [backup], { cwd: operator, dataDir });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    const saved = fs
      .readdirSync(path.join(operator, "backups"))
      .filter((n) => n.startsWith("before-restore-"));
    expect(saved).toHaveLength(1);
    const savedFile = path.join(operator, "backups", saved[0] as string);
    expect(fs.statSync(savedFile).mode & 0o777).toBe(0o600);
    const savedDb = new SQLite(savedFile, { readonly: true });
    expect(
      (
        savedDb.prepare("SELECT name_en FROM categories ORDER BY name_en").all() as {
          name_en: string;
        }[]
      ).map((r) => r.name_en),
    ).toEqual(["After the backup", "In the backup"]);
    savedDb.close();
    // No staging left; the lock's database stays (data-dir-lock.server.ts says why).
    expect(fs.readdirSync(dataDir).sort()).toEqual(
      [LOCK_DB, "restaurant.sqlite", "uploads", "pictures"].sort(),
    );

    server = await start(dataDir);
    expect(
      (
        await fetch(`${server.url}/api/categories`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(401);
    // The new password first: an address that never logged in gets one wrong guess per account (login-throttle.server.ts).
    const again = adminClient(server, await login(server, newer));
    await expect(login(server)).rejects.toThrow();
    expect(
      ((await (await again.get("/api/categories")).json()) as { name: string }[]).map(
        (c) => c.name,
      ),
    ).toEqual(["In the backup"]);
    expect((await fetch(server.url + photo.imageUrl)).status).toBe(200);
    expect((await fetch(server.url + logo.icons.favicon)).status).toBe(200);
  }, 120_000);

  it("refuses a wrong or damaged file in one sentence and changes nothing", async () => {
    const dataDir = folder();
    const operator = folder();
    const server = await start(dataDir);
    await adminClient(server, await login(server)).json("POST", "/api/categories", {
      name_en: "Kept",
    });
    const good = path.join(operator, "good.backup");
    expect((await cli("backup", [good], { cwd: operator, dataDir })).code).toBe(0);
    await server.stop();
    const before = digest(path.join(dataDir, "restaurant.sqlite"));

    const text = path.join(operator, "notes.txt");
    fs.writeFileSync(text, "not a database at all, just some notes\n".repeat(100));
    const truncated = path.join(operator, "truncated.backup");
    const bytes = fs.readFileSync(good);
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const scrambled = path.join(operator, "scrambled.backup");
    const copy = Buffer.from(bytes);
    for (let i = 4096; i < copy.length; i += 97) copy[i] = (copy[i] as number) ^ 0xff;
    fs.writeFileSync(scrambled, copy);
    const foreign = path.join(operator, "other.sqlite");
    new SQLite(foreign).exec("CREATE TABLE things (x); INSERT INTO things VALUES (1);");
    const newer = path.join(operator, "newer.backup");
    fs.copyFileSync(good, newer);
    new SQLite(newer).exec(
      "INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'from the future', '2030-01-01')",
    );

    const cases: [string, RegExp][] = [
      [text, /^Not restored: .*notes\.txt is not a backup: it is not an SQLite database\.$/],
      [truncated, /^Not restored: .*truncated\.backup is damaged/],
      [scrambled, /^Not restored: .*scrambled\.backup (is damaged|is not a backup)/],
      [
        foreign,
        /^Not restored: .*other\.sqlite is an SQLite database but not a backup made by npm run backup\.$/,
      ],
      [
        newer,
        /^Not restored: .*newer\.backup comes from a newer version of the site \(schema 999, this one knows up to \d+\); update the site first\.$/,
      ],
      [
        path.join(operator, "missing.backup"),
        /^Not restored: There is no file at .*missing\.backup\.$/,
      ],
    ];
    const results = await Promise.all(
      cases.map(([file]) => cli("restore", [file], { cwd: operator, dataDir })),
    );
    results.forEach((result, i) => expectRefusal(result, cases[i]![1]));
    expect(digest(path.join(dataDir, "restaurant.sqlite"))).toBe(before);
    expect(fs.existsSync(path.join(operator, "backups"))).toBe(false);
    const after = await start(dataDir);
    expect(await names(after)).toEqual(["Kept"]);
  }, 120_000);

  it("migrates a backup of an older schema", async () => {
    const dataDir = folder();
    const operator = folder();
    const server = await start(dataDir);
    await adminClient(server, await login(server)).json("POST", "/api/categories", {
      name_en: "Old times",
    });
    const old = path.join(operator, "old.backup");
    expect((await cli("backup", [old], { cwd: operator, dataDir })).code).toBe(0);
    await server.stop();
    // What a backup made before the second migration looks like.
    asOfSchema1(old);

    const restored = await cli("restore", [old], { cwd: operator, dataDir });
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/from schema 1 to \d+/);
    const after = await start(dataDir);
    expect(await names(after)).toEqual(["Old times"]);
    expect((await fetch(`${after.url}/api/public/special-days`)).status).toBe(200);
  }, 120_000);
});

/**
 * Turns a backup back into what the first migration alone made: a database built by that
 * migration, holding the backup's rows of its tables and columns (under their first names), the
 * backup's files and the record of migration 1.
 */
function asOfSchema1(file: string) {
  // Tables and columns a later migration renamed, by their first names.
  const renamed: Record<string, { table: string; columns: Record<string, string> }> = {
    admins: { table: "members", columns: {} },
    sessions: { table: "sessions", columns: { admin_id: "member_id" } },
  };
  const columnsOf = (db: SqliteDatabase, table: string) =>
    (db.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name);
  const tablesOf = (db: SqliteDatabase) =>
    (
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as { name: string }[]
    ).map((t) => t.name);
  const sqlOf = (db: SqliteDatabase, table: string) =>
    (db.prepare("SELECT sql FROM sqlite_master WHERE name = ?").get(table) as { sql: string }).sql;

  const first = `${file}.first`;
  const target = new SQLite(first);
  target.pragma("foreign_keys = OFF");
  target.exec(migrations[0]!.sql);
  target.exec(`ATTACH DATABASE '${file}' AS now`);
  const now = new SQLite(file, { readonly: true });
  const nowTables = new Set(tablesOf(now));
  for (const table of tablesOf(target)) {
    const from = renamed[table] ?? { table, columns: {} };
    if (!nowTables.has(from.table)) continue;
    const columns = columnsOf(target, table);
    const sources = columns.map((c) => from.columns[c] ?? c);
    target.exec(
      `INSERT INTO main.${table} (${columns.join(", ")}) SELECT ${sources.join(", ")} FROM now.${from.table}`,
    );
  }
  for (const table of ["schema_migrations", "backup_files"]) {
    target.exec(sqlOf(now, table));
    target.exec(`INSERT INTO main.${table} SELECT * FROM now.${table}`);
  }
  target.exec("DELETE FROM main.schema_migrations WHERE version >= 2");
  now.close();
  target.exec("DETACH DATABASE now");
  target.close();
  fs.renameSync(first, file);
}
