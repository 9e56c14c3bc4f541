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

/**
 * `npm run set-password -- ...args` with its input piped in, as a script would; or, with
 * `terminal`, on a pseudo-terminal made by util-linux's `script`, as a person would type it.
 */
function setPassword(
  args: string[],
  stdin: string,
  { terminal = false } = {},
): Promise<{ code: number | null; output: string }> {
  const command = ["npx", "tsx", "server/cli/set-password.ts", ...args];
  return new Promise((resolve) => {
    const env = { ...process.env, DATA_DIR: server.dataDir };
    const child = terminal
      ? execFile("script", ["-qec", command.join(" "), "/dev/null"], { env })
      : execFile(command[0] as string, command.slice(1), { env });
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
    expect(output).toContain(
      `No admin has the e-mail admn@test.example. The admins are: ${TEST_ADMIN.email}.`,
    );
    expect(output).toContain(
      "Nothing was changed. To create this admin, run the command again with --create.",
    );
    await expect(
      login(server, { email: "admn@test.example", password: "a-long-enough-password" }),
    ).rejects.toThrow("401");
  }, 60_000);

  it("on a terminal, asks before it creates an admin for an unknown e-mail", async () => {
    const declined = await setPassword(["typo@test.example"], "n\n", { terminal: true });
    expect(declined.output).toContain("Create a new admin typo@test.example? [y/N]");
    expect(declined.output).toContain("Nothing was changed.");
    expect(declined.code).toBe(1);
    await expect(
      login(server, { email: "typo@test.example", password: "a-long-enough-password" }),
    ).rejects.toThrow("401");

    const accepted = await setPassword(
      ["third@test.example"],
      "y\na-long-enough-password\na-long-enough-password\n",
      { terminal: true },
    );
    expect(accepted.output).toContain("Created admin third@test.example.");
    expect(accepted.code, accepted.output).toBe(0);
    expect(
      await login(server, { email: "third@test.example", password: "a-long-enough-password" }),
    ).toBeTruthy();
  }, 90_000);

  it("creates it with --create", async () => {
    const { code, output } = await setPassword(
      ["--create", "second@test.example"],
      "a-long-enough-password\n",
    );
    expect(code, output).toBe(0);
    expect(output).toContain("Created admin second@test.example.");
    expect(
      await login(server, { email: "second@test.example", password: "a-long-enough-password" }),
    ).toBeTruthy();
    expect(await login(server)).toBeTruthy();
  }, 60_000);

  it("refuses a password under 12 characters", async () => {
    const { code, output } = await setPassword([TEST_ADMIN.email], "eleven-char\n");
    expect(code).toBe(1);
    expect(output).toContain("The password needs at least 12 characters; nothing was changed.");
    expect(await login(server)).toBeTruthy();
  }, 60_000);
});
