import { describe, expect, it } from "vitest";
import { centsToEuroInput, formatPrice, parseEuroToCents } from "@shared/price.ts";

describe("parseEuroToCents", () => {
  it.each([
    ["12,50", 1250],
    ["12.50", 1250],
    ["12.5", 1250],
    ["12", 1200],
    [" 7,9 ", 790],
    ["0,99", 99],
    [",5", 50],
    ["12,345", 1235],
    ["12 €", 1200],
    ["€3.10", 310],
  ])("%s → %i cents", (input, cents) => {
    expect(parseEuroToCents(input)).toBe(cents);
  });

  it.each(["abc", "", "12,50,1", "-5", "1e3", "12.3x"])("non-numeric %j becomes 0", (input) => {
    expect(parseEuroToCents(input)).toBe(0);
  });
});

describe("formatPrice", () => {
  it("formats German and English prices", () => {
    expect(formatPrice(1250, "de")).toBe("12,50\u00a0€");
    expect(formatPrice(1250, "en")).toBe("€12.50");
    expect(formatPrice(123456, "de")).toBe("1.234,56\u00a0€");
  });

  it("keeps a German amount and its euro sign together with a non-breaking space, never a plain one", () => {
    for (const cents of [0, 390, 1250, 123_456]) {
      expect(formatPrice(cents, "de")).toMatch(/\d\u00a0€$/);
      expect(formatPrice(cents, "de")).not.toContain(" ");
    }
  });

  it("writes exactly what Intl writes for euros in de-DE and en-IE", () => {
    const intl = {
      de: new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }),
      en: new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" }),
    };
    const amounts = [
      0, 1, 9, 10, 99, 100, 105, 999, 1000, 99_999, 100_000, 123_456, 1_000_000, 123_456_789, -1,
      -1250, -123_456,
    ];
    for (const cents of amounts) {
      for (const lang of ["de", "en"] as const) {
        expect(formatPrice(cents, lang), `${cents} ${lang}`).toBe(intl[lang].format(cents / 100));
      }
    }
  });

  it("gives staff the price back as they would type it", () => {
    expect(centsToEuroInput(1250)).toBe("12.50");
  });
});
