/**
 * `npm run seed:demo`: fills a new, empty database in DATA_DIR with the demo content.
 * `npm start` and `npm run dev` run it with `--on-start` before the server, where it does
 * nothing for `SEED_DEMO=0` or a database that is not new. Run it while no server uses
 * DATA_DIR (it holds the folder's lock, as a restore does): a running server would not see the
 * new content.
 */
import { DataDirBusyError, lockDataDir } from "../server/backup/data-dir-lock.server.ts";
import { openDatabase } from "../server/db/database.server.ts";
import { loadEnv, type Env } from "../server/env.server.ts";
import { createServices } from "../server/services.server.ts";
import { seedDemoContent } from "./seed.ts";

const onStart = process.argv.includes("--on-start");
let env: Env;
try {
  env = loadEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const say = (line: string) => env.LOG_LEVEL !== "silent" && console.log(line);

if (onStart && !env.SEED_DEMO) process.exit(0);

let lock;
try {
  lock = lockDataDir(env.DATA_DIR, "the demo seed");
} catch (error) {
  if (!(error instanceof DataDirBusyError)) throw error;
  console.error(`Demo content not seeded: ${error.message}`);
  process.exit(1);
}
const database = openDatabase(env.DATA_DIR);
try {
  const services = createServices(database.db, env);
  await services.storage.init();
  if (await seedDemoContent(services)) {
    say(
      `Filled the new database in ${env.DATA_DIR} with demo content. Staff can remove it in the admin panel; SEED_DEMO=0 starts a new database empty.`,
    );
  } else if (!onStart) {
    say(
      `The database in ${env.DATA_DIR} is not new: demo content goes only into a new, empty database. Nothing was changed.`,
    );
  }
} finally {
  await database.close();
  lock.release();
}
