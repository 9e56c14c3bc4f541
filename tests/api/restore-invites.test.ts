import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createBackup } from "../../server/backup/backup.server.ts";
import { restoreBackup } from "../../server/backup/restore.server.ts";
import { adminClient, login } from "../support/api.ts";
import { startApp, type TestApp } from "../support/app.ts";
import { tempDataDir } from "../support/server.ts";
import { accept, invite, tokenOf } from "../support/team.ts";

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.stop()));
});
const open = async (dataDir?: string) => {
  const app = await startApp({ dataDir });
  apps.push(app);
  return { app, owner: adminClient(app, await login(app)) };
};

/** A site with an open invite, backed up; the invite is revoked after the backup. */
async function backupWithRevokedInvite() {
  const { app, owner } = await open();
  const revoked = await invite(owner, {
    email: "revoked@test.example",
    name: "Revoked",
    role: "owner",
  });
  const backup = path.join(tempDataDir(), "site.backup");
  await createBackup(app.dataDir, backup);
  expect((await owner.del(`/api/team/${revoked._id}`)).status).toBe(204);
  return { app, owner, revoked, backup };
}

// Accepting an invite hashes a password (scrypt, about half a second here).
describe("a restore and the invites", { timeout: 30_000 }, () => {
  it("keeps today's invites: one revoked since the backup stays revoked, one made since stays open", async () => {
    const { app, owner, revoked, backup } = await backupWithRevokedInvite();
    const since = await invite(owner, {
      email: "since@test.example",
      name: "Since",
      role: "staff",
    });
    await Promise.all(apps.splice(0).map((a) => a.stop()));
    await restoreBackup(backup, app.dataDir, tempDataDir());

    const { app: restored } = await open(app.dataDir);
    const res = await accept(restored, tokenOf(revoked));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "inviteInvalid" });
    expect((await accept(restored, tokenOf(since))).status).toBe(201);
  });

  it("into a folder without a database, brings none of the backup's open invites back", async () => {
    const { revoked, backup } = await backupWithRevokedInvite();
    const empty = tempDataDir();
    await restoreBackup(backup, empty, tempDataDir());
    const { app: restored } = await open(empty);
    expect((await accept(restored, tokenOf(revoked))).status).toBe(400);
  });
});
