/**
 * Sets a new password for an admin: `npm run set-password -- admin@example.com`.
 * An e-mail no admin has is probably mistyped: the command names the admins there are and asks
 * before it creates a new one; `--create` creates it without asking (scripts, first set-up).
 * The password is asked for twice and never echoed; piped input (one line) works for scripts.
 * Every session of that admin ends.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { PASSWORD_MIN_LENGTH } from "@shared/contract/auth.ts";
import { z } from "zod";
import { openDatabase } from "../db/database.server.ts";
import { loadEnv } from "../env.server.ts";
import { createServices } from "../services.server.ts";

async function ask(question: string, { echo }: { echo: boolean }): Promise<string> {
  const muted = new Writable({ write: (_chunk, _enc, done) => done() });
  process.stdout.write(question);
  const rl = createInterface({ input: process.stdin, output: echo ? process.stdout : muted, terminal: process.stdin.isTTY });
  const answer = await new Promise<string>((resolve) => rl.once("line", resolve));
  rl.close();
  if (!echo) process.stdout.write("\n");
  return answer;
}

async function readPipedLine(): Promise<string> {
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) return line;
  return "";
}

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const args = process.argv.slice(2);
const create = args.includes("--create");
const email = z.email().safeParse(args.find((arg) => !arg.startsWith("--"))?.trim().toLowerCase());
if (!email.success || args.some((arg) => arg.startsWith("--") && arg !== "--create")) {
  fail("Usage: npm run set-password -- [--create] <admin e-mail>", 2);
}

const env = loadEnv();
const database = openDatabase(env.DATA_DIR);
const services = createServices(database.db, env);
try {
  if (!create && !(await services.repos.admins.findByEmail(email.data))) {
    const known = await services.repos.admins.listEmails();
    const which = known.length > 0 ? `The admins are: ${known.join(", ")}.` : "There is no admin yet.";
    console.log(`No admin has the e-mail ${email.data}. ${which}`);
    if (!process.stdin.isTTY) fail("Nothing was changed. To create this admin, run the command again with --create.");
    const answer = await ask(`Create a new admin ${email.data}? [y/N] `, { echo: true });
    if (!/^y(es)?$/i.test(answer.trim())) fail("Nothing was changed.");
  }

  let password: string;
  if (process.stdin.isTTY) {
    password = await ask("New password: ", { echo: false });
    if ((await ask("Repeat it: ", { echo: false })) !== password) fail("The passwords differ; nothing was changed.");
  } else {
    password = await readPipedLine();
  }
  if (password.length < PASSWORD_MIN_LENGTH) fail(`The password needs at least ${PASSWORD_MIN_LENGTH} characters; nothing was changed.`);

  const result = await services.auth.setPassword(email.data, password);
  console.log(result === "created" ? `Created admin ${email.data}.` : `Set a new password for ${email.data}; their sessions have ended.`);
} finally {
  await database.close();
}
