import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiIssueOf, issueText, issueMessage } from "@shared/contract/api-errors.ts";
import { LoginInputSchema } from "@shared/contract/auth.ts";
import { adminCatalogues, issueInLang } from "~/features/admin/i18n/admin-i18n";

const contractDir = path.resolve(import.meta.dirname, "../../shared/contract");

interface ZodLike {
  _zod: { def: Record<string, unknown> };
}
const isSchema = (value: unknown): value is ZodLike =>
  typeof value === "object" && value !== null && "_zod" in value;

/** The message an `error` option gives, called as zod calls it. */
function messageOf(error: unknown): string | undefined {
  if (typeof error !== "function") return undefined;
  const given: unknown = error({ code: "custom", input: undefined, path: [] });
  if (typeof given === "string") return given;
  if (typeof given === "object" && given !== null && "message" in given)
    return String(given.message);
  return undefined;
}

/** Every message a schema names, in itself, its checks and every schema inside it. */
function messagesOf(root: ZodLike): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isSchema(value)) {
      if (typeof value === "object" && value !== null) Object.values(value).forEach(visit);
      return;
    }
    const def = value._zod.def;
    const message = messageOf(def.error);
    if (message !== undefined) found.push(message);
    for (const [key, inner] of Object.entries(def)) {
      // A lazy schema's getter and a transform's function are code, not schemas.
      if (key === "error" || typeof inner === "function") continue;
      visit(inner);
    }
  };
  visit(root);
  return found;
}

async function contractSchemas(): Promise<[string, ZodLike][]> {
  const files = readdirSync(contractDir).filter((file) => file.endsWith(".ts"));
  const schemas: [string, ZodLike][] = [];
  for (const file of files) {
    const exports = (await import(path.join(contractDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports))
      if (isSchema(value)) schemas.push([`${file}: ${name}`, value]);
  }
  return schemas;
}

describe("the contract's schemas' messages", () => {
  it("are codes of the API's errors, never text", async () => {
    const schemas = await contractSchemas();
    expect(schemas.length).toBeGreaterThan(30);
    let count = 0;
    for (const [name, schema] of schemas)
      for (const message of messagesOf(schema)) {
        count++;
        expect(apiIssueOf(message), `${name}: ${message}`).toBeDefined();
      }
    // The walk reaches the messages: a schema module's worth at the least.
    expect(count).toBeGreaterThan(50);
  });

  it("carry their values, which the server writes into the English text and the admin into its own", () => {
    const message = LoginInputSchema.safeParse({ email: "a@b.de", password: "" }).error?.issues[0]
      ?.message;
    expect(message).toBe(issueMessage("passwordRequired"));
    const tooShort = issueMessage("passwordTooShort", { min: 12 });
    expect(tooShort).toBe("passwordTooShort?min=12");
    expect(apiIssueOf(tooShort)).toEqual({ code: "passwordTooShort", params: { min: "12" } });
    expect(issueText(tooShort)).toBe("The password needs at least 12 characters.");
    expect(issueInLang(tooShort, "de")).toBe("Das Passwort braucht mindestens 12 Zeichen.");
    expect(issueInLang(tooShort, "en")).toBe("The password needs at least 12 characters.");
    expect(adminCatalogues.de.errors.passwordTooShort).toContain("{{min}}");
  });
});
