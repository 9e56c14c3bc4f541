import { describe, expect, it } from "vitest";
import { CategoryRequestSchema } from "@shared/contract/category-wire.ts";
import {
  categoryFormValues,
  toCategoryInput,
} from "~/features/admin/categories/category-form-values";

const category = (en: string, de: string) => ({
  id: "c1",
  name: { en, de },
  position: 5,
  isDrinks: false,
  servedHours: null,
});

describe("category edit values", () => {
  it("start from the English and German names", () => {
    expect(categoryFormValues(category("Starters", "Vorspeisen"))).toEqual({
      name_en: "Starters",
      name_de: "Vorspeisen",
      position: "5",
      isDrinks: false,
      served: false,
      servedWeekdays: [1, 2, 3, 4, 5],
      servedOpen: "11:30",
      servedClose: "14:30",
    });
  });

  it("carry a category's serving hours, and send them, or null once switched off", () => {
    const lunch = {
      ...category("Lunch", "Mittagstisch"),
      servedHours: { weekdays: [2, 3], open: "12:00", close: "15:00" },
    };
    const values = categoryFormValues(lunch);
    expect(values).toMatchObject({
      served: true,
      servedWeekdays: [2, 3],
      servedOpen: "12:00",
      servedClose: "15:00",
    });
    expect(toCategoryInput(values)).toEqual({
      name_en: "Lunch",
      name_de: "Mittagstisch",
      position: "5",
      isDrinks: false,
      servedHours: { weekdays: [2, 3], open: "12:00", close: "15:00" },
    });
    expect(toCategoryInput({ ...values, served: false }).servedHours).toBeNull();
  });

  it("leave English empty for a German-only category", () => {
    expect(categoryFormValues(category("", "Vorspeisen"))).toMatchObject({
      name_en: "",
      name_de: "Vorspeisen",
    });
  });
});

describe("category form validation (the shared schema)", () => {
  it("trims names and defaults the position to 0", () => {
    expect(CategoryRequestSchema.parse({ name_en: "  Soups ", name_de: "", position: "" })).toEqual(
      {
        name: { en: "Soups", de: "" },
        position: 0,
      },
    );
  });

  it("needs at least one name", () => {
    expect(
      CategoryRequestSchema.safeParse({ name_en: " ", name_de: "", position: "" }).error?.issues[0]
        ?.message,
    ).toBe("categoryNameRequired");
  });
});
