/**
 * Run as its own process by tests/unit/sqlite-driver.test.ts: prepares statements and lets
 * them go while the heap grows, idling between rounds, so that V8 collects garbage from its own
 * tasks, outside any JavaScript context. That is where a driver built on Node's raw `ObjectWrap`
 * aborts the process on Node 24 (`Assertion failed: (env) != nullptr`).
 */
import SQLite from "../../server/db/sqlite.server.ts";

const RUN_MS = Number(process.argv[2] ?? 3000);
const db = new SQLite(":memory:");
db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)");
let garbage: object[][] = [];
let rounds = 0;
const started = Date.now();
while (Date.now() - started < RUN_MS) {
  for (let i = 0; i < 50; i += 1) db.prepare(`INSERT INTO t (v) VALUES ('${rounds}-${i}')`).run();
  garbage.push(Array.from({ length: 20_000 }, (_, i) => ({ i, s: String(i) })));
  if (garbage.length > 20) garbage = [];
  rounds += 1;
  await new Promise((resolve) => setTimeout(resolve, 2));
}
db.close();
console.log(`${rounds} rounds`);
