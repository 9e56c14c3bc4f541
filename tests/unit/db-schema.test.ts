import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { schemaSource } from "../../server/db/schema-source.server.ts";

describe("database row types", () => {
  it("are exactly what the migrations make (run `npm run db:types` after adding one)", () => {
    expect(fs.readFileSync("server/db/schema.server.ts", "utf8")).toBe(schemaSource());
  });

  it("narrow a column with a CHECK … IN list to its values", () => {
    expect(schemaSource()).toContain('language: "en" | "de";');
  });
});
