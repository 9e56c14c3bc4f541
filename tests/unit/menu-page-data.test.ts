import { describe, expect, it } from "vitest";
import type { PublicMenuCategory } from "@shared/contract/public-menu.ts";
import { menuPageData } from "~/features/menu/menu-page-data";

const menu: PublicMenuCategory[] = [
  {
    _id: "starters",
    name: "Vorspeisen",
    nameI18n: { en: "Starters", de: "Vorspeisen" },
    position: 0,
    isDrinks: false,
    servedHours: null,
    dishes: [
      {
        _id: "samosa",
        title: "Gemüse-Samosas",
        titleI18n: { en: "Vegetable samosas", de: "Gemüse-Samosas" },
        description: "Knusprige Teigtaschen",
        descriptionI18n: { en: "Crisp pastries", de: "Knusprige Teigtaschen" },
        priceCents: 550,
        position: 0,
        imageUrl: "/uploads/a-800.webp",
        imageVariants: [{ width: 400, url: "/uploads/a-400.webp" }],
        isVeg: true,
        isSpicy: false,
        allergens: ["A"],
        additives: [11],
        variants: [],
        volumeMl: null,
        allergensDeclared: true,
        soldOut: false,
        availableFrom: null,
        availableUntil: null,
        categoryId: "starters",
      },
    ],
  },
  {
    _id: "soups",
    name: "Suppen",
    nameI18n: { en: "Soups", de: "Suppen" },
    position: 1,
    isDrinks: false,
    servedHours: null,
    dishes: [],
  },
];

describe("the menu the pages' loaders send", () => {
  it("keeps everything the menu section and the structured data show, in order", () => {
    expect(menuPageData(menu)).toEqual([
      {
        _id: "starters",
        name: "Vorspeisen",
        servedHours: null,
        dishes: [
          {
            _id: "samosa",
            title: "Gemüse-Samosas",
            description: "Knusprige Teigtaschen",
            priceCents: 550,
            imageUrl: "/uploads/a-800.webp",
            imageVariants: [{ width: 400, url: "/uploads/a-400.webp" }],
            isVeg: true,
            isSpicy: false,
            allergens: ["A"],
            additives: [11],
            variants: [],
            volumeMl: null,
            allergensDeclared: true,
            soldOut: false,
          },
        ],
      },
      { _id: "soups", name: "Suppen", servedHours: null, dishes: [] },
    ]);
  });

  it("leaves out the other language's texts", () => {
    const sent = JSON.stringify(menuPageData(menu));
    for (const english of ["Starters", "Vegetable samosas", "Crisp pastries", "Soups"])
      expect(sent).not.toContain(english);
  });
});
