import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  API_ERRORS,
  apiErrorText,
  apiIssueOf,
  issueMessage,
  issueText,
  type ApiErrorCode,
} from "@shared/contract/api-errors.ts";
import { adminCatalogues } from "~/features/admin/i18n/admin-i18n";

const root = path.resolve(import.meta.dirname, "../..");
const codes = Object.keys(API_ERRORS) as ApiErrorCode[];
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

/** The code of a file without its comments, so a comment quoting a message does not count. */
const codeOf = (file: string) =>
  readFileSync(path.join(root, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

describe("the API's errors by code", () => {
  it("have a German text for every code, with the same placeholders", () => {
    const german: Record<string, string> = adminCatalogues.de.errors;
    for (const code of codes) {
      expect(german[code], code).toBeTruthy();
      expect(german[code], code).not.toBe(API_ERRORS[code]);
      expect(placeholders(german[code] ?? ""), code).toEqual(placeholders(API_ERRORS[code]));
    }
  });

  it("travel as a schema's message by code and values, which read back as the English text", () => {
    for (const code of codes) {
      const params = Object.fromEntries(
        placeholders(API_ERRORS[code]).map((name) => [name, `${name} 7?&=`]),
      );
      const message = issueMessage(code, params);
      expect(apiIssueOf(message), code).toEqual({ code, params });
      expect(issueText(message), code).toBe(apiErrorText(code, params));
    }
  });

  it("are the only messages the contract's schemas give", () => {
    // The schemas are the modules that use zod; the code tables beside them are data, not messages.
    const contract = sourcesUnder("shared/contract").filter((file) =>
      codeOf(file).includes('from "zod"'),
    );
    expect(contract.length).toBeGreaterThan(8);
    for (const file of contract) {
      // A sentence in quotes: a message written in place instead of issueMessage(code).
      const sentences = codeOf(file).match(/(["'`])[A-Za-z][^"'`\n]*\s[^"'`\n]*\1/g) ?? [];
      expect(sentences, file).toEqual([]);
    }
  });

  it("are the only error answers the server writes", () => {
    const server = sourcesUnder("server").filter(
      (file) => !file.endsWith(path.join("http", "errors.server.ts")),
    );
    expect(server.length).toBeGreaterThan(30);
    for (const file of server) {
      // An answer's body written by hand ({ error: … }) would have no code; errorBody() and HttpError need one.
      expect(codeOf(file).match(/\{\s*error\s*:/g) ?? [], file).toEqual([]);
    }
  });
});
