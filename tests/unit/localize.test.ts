import { describe, expect, it } from "vitest";
import { toLang } from "@shared/language-rule.ts";
import { localize } from "@shared/localize.ts";

describe("localize", () => {
  it("uses the wanted language and falls back to the other", () => {
    expect(localize({ en: "Soups", de: "Suppen" }, "de")).toBe("Suppen");
    expect(localize({ en: "Soups", de: "Suppen" }, "en")).toBe("Soups");
    expect(localize({ en: "Soups", de: "" }, "de")).toBe("Soups");
    expect(localize({ en: "", de: "Suppen" }, "en")).toBe("Suppen");
  });

  it("counts a language as German when its code starts with de", () => {
    expect(toLang("de")).toBe("de");
    expect(toLang("de-AT")).toBe("de");
    expect(toLang("en-GB")).toBe("en");
    expect(toLang("fr")).toBe("en");
  });
});
