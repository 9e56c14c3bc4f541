import { describe, expect, it } from "vitest";
import { ADDITIVES, ALLERGEN_CODES, ALLERGENS } from "@shared/contract/allergens.ts";
import type { Dish } from "@shared/contract/dish.ts";
import { declarationLabel, dishCodes } from "~/features/menu/declarations";
import {
  dishPasses,
  filterDishes,
  isFiltering,
  NO_FILTER,
  toggleAllergen,
  type MenuFilter,
} from "~/features/menu/menu-filter";

type Item = Pick<Dish, "allergens" | "additives" | "isVeg"> & { title: string };

const dish = (
  title: string,
  allergens: Item["allergens"],
  isVeg: boolean,
  additives: Item["additives"] = [],
): Item => ({ title, allergens, additives, isVeg });
const naan = dish("Naan", ["A", "G"], true);
const chai = dish("Masala Chai", ["G"], true, [11]);
const tikka = dish("Chicken Tikka", ["G", "M"], false);
const madras = dish("Chicken Madras", [], false);
const rice = dish("Jeera Rice", [], true);
const menu = [naan, chai, tikka, madras, rice];
const titles = (items: Item[]) => items.map((d) => d.title);

describe("the menu filter", () => {
  it("shows every dish, in menu order, when nothing is picked", () => {
    expect(isFiltering(NO_FILTER)).toBe(false);
    expect(filterDishes(menu, NO_FILTER)).toEqual(menu);
    expect(filterDishes(menu, NO_FILTER)).not.toBe(menu);
  });

  it("hides dishes declaring a picked allergen and keeps those without it", () => {
    const noMilk: MenuFilter = { hidden: ["G"], vegOnly: false };
    expect(isFiltering(noMilk)).toBe(true);
    expect(titles(filterDishes(menu, noMilk))).toEqual(["Chicken Madras", "Jeera Rice"]);
    expect(titles(filterDishes(menu, { hidden: ["M"], vegOnly: false }))).toEqual([
      "Naan",
      "Masala Chai",
      "Chicken Madras",
      "Jeera Rice",
    ]);
  });

  it("hides a dish when any one of several picked allergens is in it", () => {
    expect(titles(filterDishes(menu, { hidden: ["A", "M"], vegOnly: false }))).toEqual([
      "Masala Chai",
      "Chicken Madras",
      "Jeera Rice",
    ]);
  });

  it("vegetarian only hides meat and fish, and combines with allergens", () => {
    expect(titles(filterDishes(menu, { hidden: [], vegOnly: true }))).toEqual([
      "Naan",
      "Masala Chai",
      "Jeera Rice",
    ]);
    expect(titles(filterDishes(menu, { hidden: ["G"], vegOnly: true }))).toEqual(["Jeera Rice"]);
    expect(dishPasses(madras, { hidden: [], vegOnly: true })).toBe(false);
  });

  it("additives never hide a dish", () => {
    expect(dishPasses(chai, { hidden: ["A"], vegOnly: false })).toBe(true);
  });

  it("can leave nothing, which the page reports", () => {
    expect(filterDishes([naan, chai], { hidden: ["G"], vegOnly: false })).toEqual([]);
  });

  it("toggling keeps the picked codes once each, in legend order", () => {
    let filter = toggleAllergen(NO_FILTER, "M", true);
    filter = toggleAllergen(filter, "A", true);
    filter = toggleAllergen(filter, "M", true);
    expect(filter.hidden).toEqual(["A", "M"]);
    filter = toggleAllergen({ ...filter, vegOnly: true }, "A", false);
    expect(filter).toEqual({ hidden: ["M"], vegOnly: true });
    expect(NO_FILTER.hidden).toEqual([]);
  });
});

describe("the codes after a dish", () => {
  it("letters, then numbers after a dot; nothing when a dish declares nothing", () => {
    expect(dishCodes(chai)).toBe("G · 11");
    expect(dishCodes(naan)).toBe("A, G");
    expect(dishCodes(dish("Cola", [], true, [1, 11]))).toBe("1, 11");
    expect(dishCodes(madras)).toBe("");
  });

  it("spelled out in the active language for screen readers and tooltips", () => {
    const de = { allergens: "Allergene", additives: "Zusatzstoffe" };
    const en = { allergens: "Allergens", additives: "Additives" };
    expect(declarationLabel(chai, "de", de)).toBe(
      "Allergene: Milch/Laktose. Zusatzstoffe: koffeinhaltig",
    );
    expect(declarationLabel(chai, "en", en)).toBe(
      "Allergens: Milk/lactose. Additives: contains caffeine",
    );
    expect(declarationLabel(naan, "de", de)).toBe(
      "Allergene: Glutenhaltiges Getreide, Milch/Laktose",
    );
    expect(declarationLabel(dish("Cola", [], true, [1]), "en", en)).toBe(
      "Additives: with colouring",
    );
    expect(declarationLabel(madras, "de", de)).toBe("");
  });

  it("the legend has the 14 EU allergens with the letters of German menus and 12 additives", () => {
    expect(ALLERGEN_CODES).toEqual([
      "A",
      "B",
      "C",
      "D",
      "E",
      "F",
      "G",
      "H",
      "L",
      "M",
      "N",
      "O",
      "P",
      "R",
    ]);
    expect(ALLERGENS.G).toEqual({ de: "Milch/Laktose", en: "Milk/lactose" });
    expect(Object.keys(ADDITIVES)).toHaveLength(12);
    expect(ADDITIVES[12].de).toBe("chininhaltig");
  });
});
