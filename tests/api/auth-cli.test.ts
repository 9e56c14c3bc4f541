import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login } from "../support/api.ts";
import { startServer, TEST_ADMIN, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

/** `npm run set-password -- ...args` with the password piped in, as a script would. */
function setPassword(args: string[], stdin: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = execFile("npx", ["tsx", "server/cli/set-password.ts", ...args], { env: { ...process.env, DATA_DIR: server.dataDir } });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.stdin?.end(stdin);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe("npm run set-password", () => {
  it("does not create an admin for an unknown e-mail without --create, and names the admins there are", async () => {
    const { code, output } = await setPassword(["admn@test.example"], "a-long-enough-password\n");
    expect(code).toBe(1);
    expect(output).toContain(`No admin has the e-mail admn@test.example. The admins are: ${TEST_ADMIN.email}.`);
    expect(output).toContain("Nothing was changed. To create this admin, run the command again with --create.");
    await expect(login(server, { email: "admn@test.example", password: "a-long-enough-password" })).rejects.toThrow("401");
  }, 60_000);

  it("creates it with --create", async () => {
    const { code, output } = await setPassword(["--create", "second@test.example"], "a-long-enough-password\n");
    expect(code, output).toBe(0);
    expect(output).toContain("Created admin second@test.example.");
    expect(await login(server, { email: "second@test.example", password: "a-long-enough-password" })).toBeTruthy();
    expect(await login(server)).toBeTruthy();
  }, 60_000);

  it("refuses a password under 12 characters", async () => {
    const { code, output } = await setPassword([TEST_ADMIN.email], "eleven-char\n");
    expect(code).toBe(1);
    expect(output).toContain("The password needs at least 12 characters; nothing was changed.");
    expect(await login(server)).toBeTruthy();
  }, 60_000);
});
