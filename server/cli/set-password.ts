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

// One reader for the whole dialogue: lines typed (or pasted) ahead wait here for their question.
// On a terminal readline echoes what is typed through `output`, which stays silent for passwords.
let muted = false;
const output = new Writable({
  write: (chunk, _enc, done) => {
    if (!muted) process.stdout.write(chunk);
    done();
  },
});
const input = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
const lines = input[Symbol.asyncIterator]();

async function nextLine(): Promise<string> {
  const line = await lines.next();
  return line.done ? "" : line.value;
}

async function ask(question: string, { echo }: { echo: boolean }): Promise<string> {
  process.stdout.write(question);
  muted = !echo;
  const answer = await nextLine();
  muted = false;
  if (!echo) process.stdout.write("\n");
  return answer;
}

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const args = process.argv.slice(2);
const create = args.includes("--create");
const email = z.email().safeParse(
  args
    .find((arg) => !arg.startsWith("--"))
    ?.trim()
    .toLowerCase(),
);
if (!email.success || args.some((arg) => arg.startsWith("--") && arg !== "--create")) {
  fail("Usage: npm run set-password -- [--create] <admin e-mail>", 2);
}

const env = loadEnv();
const database = openDatabase(env.DATA_DIR);
const services = createServices(database.db, env);
try {
  if (!create && !(await services.repos.members.findByEmail(email.data))) {
    const known = await services.repos.members.listEmails();
    const which =
      known.length > 0 ? `The admins are: ${known.join(", ")}.` : "There is no admin yet.";
    console.log(`No admin has the e-mail ${email.data}. ${which}`);
    if (!process.stdin.isTTY)
      fail("Nothing was changed. To create this admin, run the command again with --create.");
    const answer = await ask(`Create a new admin ${email.data}? [y/N] `, { echo: true });
    if (!/^y(es)?$/i.test(answer.trim())) fail("Nothing was changed.");
  }

  let password: string;
  if (process.stdin.isTTY) {
    password = await ask("New password: ", { echo: false });
    if ((await ask("Repeat it: ", { echo: false })) !== password)
      fail("The passwords differ; nothing was changed.");
  } else {
    password = await nextLine();
  }
  if (password.length < PASSWORD_MIN_LENGTH)
    fail(`The password needs at least ${PASSWORD_MIN_LENGTH} characters; nothing was changed.`);

  const result = await services.auth.setPassword(email.data, password);
  console.log(
    result === "created"
      ? `Created admin ${email.data}.`
      : `Set a new password for ${email.data}; their sessions have ended.`,
  );
} finally {
  input.close();
  await database.close();
}
