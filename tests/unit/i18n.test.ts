import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n/i18n";
import { de } from "~/lib/i18n/messages/de";
import { en } from "~/lib/i18n/messages/en";

describe("message catalogues", () => {
  it("reads a text at a dotted key in the chosen language", () => {
    expect(createI18n("de").t("nav.home")).not.toBe(createI18n("en").t("nav.home"));
    expect(createI18n("en").t("nav.home")).toBe("Home");
  });

  it("fills every placeholder, repeated or not", () => {
    expect(createI18n("en").t("menu.shownOfTotal", { shown: 3, total: 40 })).toBe("3 of 40 items");
  });

  it("leaves a placeholder without a value visible rather than blank", () => {
    expect(createI18n("en").t("menu.shownOfTotal", { shown: 3 })).toBe("3 of {{total}} items");
  });

  it("write German the one way: an ellipsis after a space („Wird geladen …“), the name with its article", () => {
    const texts = JSON.stringify(de);
    expect(texts).not.toMatch(/\S…|\.\.\./);
    expect(texts).toContain("Wird geladen …");
    // Any restaurant's name fits where it leads the sentence, with no article or case to guess.
    expect(texts).not.toMatch(/\b(?:des|dem|im|bei|von|mit|für) \{\{(?:name|restaurant)\}\}/i);
  });

  it("name no restaurant and no town: the restaurant profile fills them in", () => {
    for (const catalogue of [de, en]) {
      const texts = JSON.stringify(catalogue);
      expect(texts).not.toMatch(/Masala Haus|Soest|Amritsar|Anita Sharma/);
    }
  });
});
