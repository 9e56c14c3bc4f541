import type BetterSqlite3 from "better-sqlite3";
import { createRequire } from "node:module";

/**
 * The SQLite driver for the Node this process runs on. better-sqlite3 12 is built on Node's raw
 * `ObjectWrap`, whose destructor on Node 24 asks for the current environment; a statement
 * freed by a garbage collection outside any context then aborts the process (`Assertion
 * failed: (env) != nullptr`). better-sqlite3 13 is built on Node-API and runs on Node 22 and
 * later, but not on Node 20. So both are dependencies, 13 under the alias `better-sqlite3-13`
 * (decision record 014), and every module opens SQLite through this one.
 */
const nodeMajor = Number(process.versions.node.split(".")[0]);
export const sqliteDriver = nodeMajor >= 22 ? "better-sqlite3-13" : "better-sqlite3";

// createRequire, not import: the driver is chosen at run time, and both packages are CommonJS.
const SQLite = createRequire(import.meta.url)(sqliteDriver) as typeof BetterSqlite3;
export default SQLite;
export type SqliteDatabase = BetterSqlite3.Database;
