import { describe, expect, it } from "vitest";
import { issueMessage } from "@shared/contract/api-errors.ts";
import { VariantsFieldSchema } from "@shared/contract/dish-wire.ts";
import { VARIANTS_MAX, VARIANTS_MIN } from "@shared/contract/dish-variant.ts";

/** `n` sizes that count how often their fields are read. */
function countedSizes(n: number) {
  let reads = 0;
  const size = {
    get label_de() {
      reads++;
      return "Groß";
    },
    priceCents: 990,
  };
  return { list: Array.from({ length: n }, () => size), reads: () => reads };
}

describe("a list in the contract", () => {
  it("is refused by its length before any entry is read", () => {
    const sizes = countedSizes(10_000);
    const result = VariantsFieldSchema.safeParse(sizes.list);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      issueMessage("variantCount", { min: VARIANTS_MIN, max: VARIANTS_MAX }),
    ]);
    expect(sizes.reads()).toBe(0);
  });

  it("still reads the entries of a list of an allowed length", () => {
    const sizes = countedSizes(VARIANTS_MAX);
    expect(VariantsFieldSchema.safeParse(sizes.list).success).toBe(true);
    expect(sizes.reads()).toBeGreaterThanOrEqual(VARIANTS_MAX);
  });
});
