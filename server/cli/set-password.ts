/**
 * Creates an admin or sets a new password: `npm run set-password -- admin@example.com`.
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

async function ask(question: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _enc, done) => done() });
  process.stdout.write(question);
  const rl = createInterface({ input: process.stdin, output: muted, terminal: process.stdin.isTTY });
  const answer = await new Promise<string>((resolve) => rl.once("line", resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

async function readPipedLine(): Promise<string> {
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) return line;
  return "";
}

const email = z.email().safeParse(process.argv[2]);
if (!email.success) {
  console.error("Usage: npm run set-password -- <admin e-mail>");
  process.exit(2);
}

let password: string;
if (process.stdin.isTTY) {
  password = await ask("New password: ");
  if ((await ask("Repeat it: ")) !== password) {
    console.error("The passwords differ; nothing was changed.");
    process.exit(1);
  }
} else {
  password = await readPipedLine();
}
if (password.length < PASSWORD_MIN_LENGTH) {
  console.error(`The password needs at least ${PASSWORD_MIN_LENGTH} characters; nothing was changed.`);
  process.exit(1);
}

const env = loadEnv();
const database = openDatabase(env.DATA_DIR);
const result = await createServices(database.db, env).auth.setPassword(email.data, password);
await database.close();
console.log(result === "created" ? `Created admin ${email.data}.` : `Set a new password for ${email.data}; their sessions have ended.`);
