import { describe, expect, it } from "vitest";
import { inputOf, toColumns } from "../../server/features/dishes/dish-mapper.server.ts";
import type { DishRow } from "../../server/features/dishes/dishes.repo.server.ts";

// A stored dish with every column set to something other than its default, as the repository
// reads it: what the one codec must carry from the row to the fields and back unchanged.
const row: DishRow = {
  id: "d1",
  category_id: "c1",
  title_en: "Lassi",
  title_de: "Lassi (DE)",
  description_en: "Yoghurt",
  description_de: "Joghurt",
  price_cents: 350,
  position: 4,
  image_key: "lassi",
  image_widths: "[400,800]",
  is_veg: 1,
  is_spicy: 0,
  allergens: '["A","G"]',
  additives: "[1,3]",
  variants: JSON.stringify([
    { label_en: "Small", label_de: "Klein", priceCents: 350, volumeMl: 300 },
    { label_en: "Large", label_de: "Groß", priceCents: 490, volumeMl: 500 },
  ]),
  volume_ml: null,
  sold_out_at: null,
  available_from: "2026-12-01",
  available_until: "2026-12-31",
  allergens_declared: 1,
};

describe("the dish's codec between its fields and its row", () => {
  it("reads flags as booleans and lists as lists, by the contract's field names", () => {
    const input = inputOf(row);
    expect(input.isVeg).toBe(true);
    expect(input.isSpicy).toBe(false);
    expect(input.allergensDeclared).toBe(true);
    expect(input.allergens).toEqual(["A", "G"]);
    expect(input.variants).toHaveLength(2);
    expect(input.categoryId).toBe("c1");
    expect(input.title).toEqual({ de: "Lassi (DE)", en: "Lassi" });
    expect(input.variants[0]?.label).toEqual({ de: "Klein", en: "Small" });
  });

  it("writes every stored column back as it was", () => {
    const {
      id: _id,
      image_key: _image,
      image_widths: _widths,
      sold_out_at: _soldOut,
      ...stored
    } = row;
    expect(toColumns(inputOf(row))).toEqual(stored);
  });

  it("stores the lowest size's price as the dish's price", () => {
    expect(toColumns({ ...inputOf(row), priceCents: 9999 }).price_cents).toBe(350);
  });
});
