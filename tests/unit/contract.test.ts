import { describe, expect, it } from "vitest";
import { CategoryRequestSchema } from "@shared/contract/category-wire.ts";
import {
  DishCreateRequestSchema as DishCreateInputSchema,
  DishUpdateRequestSchema as DishUpdateInputSchema,
} from "@shared/contract/dish-wire.ts";
import { OpeningHoursInputSchema } from "@shared/contract/opening-hours.ts";

describe("shared schemas", () => {
  it("category input: trimmed names, position default 0, at least one name", () => {
    expect(CategoryRequestSchema.parse({ name_en: " A ", position: "" })).toEqual({
      name: { en: "A", de: "" },
      position: 0,
    });
    expect(CategoryRequestSchema.safeParse({ name_en: " " }).error?.issues[0]?.message).toBe(
      "categoryNameRequired",
    );
  });

  it("dish create: multipart strings become typed values", () => {
    expect(
      DishCreateInputSchema.parse({
        categoryId: "c",
        title_de: "Dal",
        priceCents: "990",
        isVeg: "true",
      }),
    ).toEqual({
      categoryId: "c",
      title: { de: "Dal", en: "" },
      description: { de: "", en: "" },
      priceCents: 990,
      variants: [],
      volumeMl: null,
      position: 0,
      isVeg: true,
      isSpicy: false,
      allergens: [],
      additives: [],
      allergensDeclared: false,
      availableFrom: null,
      availableUntil: null,
    });
  });

  it("dish update: absent fields stay absent", () => {
    expect(DishUpdateInputSchema.parse({ priceCents: "100" })).toEqual({ priceCents: 100 });
  });

  it("opening hours: a closed day drops its intervals, an open day needs one", () => {
    expect(
      OpeningHoursInputSchema.parse({
        weekday: 1,
        isClosed: true,
        intervals: [{ open: "11:00", close: "22:00" }],
      }),
    ).toEqual({ weekday: 1, isClosed: true, intervals: [] });
    expect(
      OpeningHoursInputSchema.safeParse({ weekday: 1, isClosed: false, intervals: [] }).success,
    ).toBe(false);
    expect(
      OpeningHoursInputSchema.safeParse({
        weekday: 1,
        isClosed: false,
        intervals: [{ open: "22:00", close: "02:00" }],
      }).success,
    ).toBe(true);
  });
});
