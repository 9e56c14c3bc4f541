import { describe, expect, it } from "vitest";
import { CategoryRequestSchema } from "@shared/contract/category-wire.ts";
import { toCategoryRequest, toCategoryWire } from "@shared/contract/category-wire-codec.ts";
import { fromCategoryWire } from "@shared/contract/category-wire-codec.ts";
import type { Category } from "@shared/contract/category.ts";
import type { CategoryRow } from "../../server/features/categories/categories.repo.server.ts";
import {
  toCategory,
  toColumns,
  toInput,
} from "../../server/features/categories/category-mapper.server.ts";

// A stored category with every column set to something other than its default.
const row: CategoryRow = {
  id: "c1",
  name_en: "Lunch",
  name_de: "Mittagstisch",
  position: 3,
  is_drinks: 1,
  served_hours: JSON.stringify({ weekdays: [1, 2], open: "11:30", close: "14:30" }),
};

describe("the category's codec and edge adapter", () => {
  it("carry a stored category to its one shape and back to the same columns", () => {
    const category = toCategory(row);
    expect(category).toEqual({
      id: "c1",
      name: { de: "Mittagstisch", en: "Lunch" },
      position: 3,
      isDrinks: true,
      servedHours: { weekdays: [1, 2], open: "11:30", close: "14:30" },
    });
    const { id: _id, ...columns } = row;
    expect(toColumns(toInput(category))).toEqual(columns);
  });

  it("answer with the name in the request's language beside both, in the answer's order, and read it back", () => {
    const category = toCategory({ ...row, name_en: "" });
    const wire = toCategoryWire(category, "en");
    expect(Object.keys(wire)).toEqual([
      "_id",
      "name",
      "nameI18n",
      "position",
      "isDrinks",
      "servedHours",
    ]);
    // No English name: the German one stands in.
    expect(wire).toMatchObject({
      _id: "c1",
      name: "Mittagstisch",
      nameI18n: { en: "", de: "Mittagstisch" },
    });
    expect(fromCategoryWire(wire)).toEqual(category);
  });

  it("send the one input as the request's fields, which the server reads back as the same input", () => {
    const input: Omit<Category, "id"> = {
      name: { de: "Getränke", en: "Drinks" },
      position: 2,
      isDrinks: true,
      servedHours: null,
    };
    expect(CategoryRequestSchema.parse(toCategoryRequest(input))).toEqual(input);
    // Absent flag and hours stay absent: the update keeps what is stored.
    expect(
      CategoryRequestSchema.parse(toCategoryRequest({ name: input.name, position: 2 })),
    ).toEqual({ name: input.name, position: 2 });
  });
});
