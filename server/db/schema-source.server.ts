import { migrate } from "./database.server.ts";
import SQLite from "./sqlite.server.ts";

interface Column {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

const TS_TYPE: Record<string, string> = {
  TEXT: "string",
  INTEGER: "number",
  REAL: "number",
  BLOB: "Buffer",
};

/** `CHECK (language IN ('en', 'de'))` in a table's SQL narrows that column to a union. */
function checkedValues(tableSql: string, column: string): string[] | null {
  const match = new RegExp(`CHECK \\(\\s*${column}\\s+IN\\s*\\(([^)]*)\\)\\s*\\)`, "i").exec(
    tableSql,
  );
  return match?.[1] ? [...match[1].matchAll(/'([^']*)'/g)].map((m) => m[1] as string) : null;
}

/**
 * The Kysely row types (server/db/schema.server.ts), derived from the migrations: they run on an
 * empty in-memory database, and each table's columns become one interface. A column the database
 * fills itself (a default, an autoincrement key) is `Generated`. `npm run db:types` writes the
 * file; a unit test fails when it differs from what the migrations make.
 */
export function schemaSource(): string {
  const sqlite = new SQLite(":memory:");
  try {
    migrate(sqlite);
    const tables = sqlite
      .prepare(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'schema_migrations' ORDER BY rowid",
      )
      .all() as { name: string; sql: string }[];
    const lines = [
      "// Generated from server/db/migrations.server.ts by `npm run db:types`: change a migration, not this file.",
      'import type { Generated } from "kysely";',
      "",
      "/** Row types of the SQLite tables. Times are ISO-8601 strings in UTC; JSON columns are strings. */",
      "export interface Database {",
    ];
    for (const table of tables) {
      lines.push(`  ${table.name}: {`);
      for (const column of sqlite.pragma(`table_info(${table.name})`) as Column[]) {
        const values = checkedValues(table.sql, column.name);
        let type = values
          ? values.map((v) => JSON.stringify(v)).join(" | ")
          : (TS_TYPE[column.type] ?? "unknown");
        if (!column.notnull && !column.pk) type += " | null";
        const generated =
          column.dflt_value !== null || (column.pk === 1 && column.type === "INTEGER");
        lines.push(`    ${column.name}: ${generated ? `Generated<${type}>` : type};`);
      }
      lines.push("  };");
    }
    lines.push("}", "");
    return lines.join("\n");
  } finally {
    sqlite.close();
  }
}
