import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n/i18n";
import { de } from "~/lib/i18n/messages/de";

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
    // "im Masala Haus", "des Masala Haus": never "bei Masala Haus" or "von Masala Haus".
    expect(texts).not.toMatch(/\b(?:bei|von|mit|für) Masala Haus/i);
  });
});
