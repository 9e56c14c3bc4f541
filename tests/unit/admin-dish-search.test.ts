import { describe, expect, it } from "vitest";
import type { Dish } from "@shared/contract/dish.ts";
import { searchDishes } from "~/features/admin/today/dish-search";

const dish = (de: string, en: string) => ({ id: `${de}|${en}`, title: { de, en } }) as Dish;
const menu = [
  dish("Hähnchen-Pakora", "Chicken pakora"),
  dish("Käse-Naan", "Cheese naan"),
  dish("Palak Paneer", "Spinach with paneer"),
  dish("Süßes Lassi", "Sweet lassi"),
];
const titles = (found: Dish[]) => found.map((d) => d.title.de);

describe("the search of „Heute“", () => {
  it("finds a dish by its German or its English name, in menu order", () => {
    expect(titles(searchDishes(menu, "pakora"))).toEqual(["Hähnchen-Pakora"]);
    expect(titles(searchDishes(menu, "spinach"))).toEqual(["Palak Paneer"]);
    expect(titles(searchDishes(menu, "paneer"))).toEqual(["Palak Paneer"]);
  });

  it("ignores case and accents, spells ß as ss, and needs every word", () => {
    expect(titles(searchDishes(menu, "KASE"))).toEqual(["Käse-Naan"]);
    expect(titles(searchDishes(menu, "susses"))).toEqual(["Süßes Lassi"]);
    expect(titles(searchDishes(menu, "chicken naan"))).toEqual([]);
    expect(titles(searchDishes(menu, "  naan  cheese "))).toEqual(["Käse-Naan"]);
  });

  it("shows every dish for an empty search", () => {
    expect(searchDishes(menu, "   ")).toHaveLength(menu.length);
  });
});
