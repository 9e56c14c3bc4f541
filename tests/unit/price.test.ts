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
    expect(formatPrice(1250, "de")).toBe("12,50 €");
    expect(formatPrice(1250, "en")).toBe("€12.50");
    expect(formatPrice(123456, "de")).toBe("1.234,56 €");
  });

  it("gives staff the price back as they would type it", () => {
    expect(centsToEuroInput(1250)).toBe("12.50");
  });
});
