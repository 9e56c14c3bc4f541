import { describe, expect, it } from "vitest";
import type { PublicMenuCategory } from "@shared/contract/public-menu.ts";
import { toPublicMenuWire } from "@shared/contract/public-menu.ts";
import { menuPageData } from "@shared/menu-page.ts";
import { menuPageDataOfWire } from "~/features/menu/use-whole-menu";

const menu: PublicMenuCategory[] = [
  {
    id: "starters",
    name: { en: "Starters", de: "Vorspeisen" },
    position: 0,
    isDrinks: false,
    servedHours: null,
    dishes: [
      {
        id: "samosa",
        title: { en: "Vegetable samosas", de: "Gemüse-Samosas" },
        description: { en: "Crisp pastries", de: "Knusprige Teigtaschen" },
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
      {
        id: "lassi",
        // Written in German only: the English page shows the German text.
        title: { en: "", de: "Mango-Lassi" },
        description: { en: "", de: "" },
        priceCents: 390,
        position: 1,
        imageUrl: null,
        imageVariants: [],
        isVeg: true,
        isSpicy: false,
        allergens: ["G"],
        additives: [],
        variants: [
          { label: { en: "Small", de: "Klein" }, priceCents: 390, volumeMl: 300 },
          { label: { en: "Large", de: "Groß" }, priceCents: 590, volumeMl: 500 },
        ],
        volumeMl: null,
        allergensDeclared: true,
        soldOut: false,
        availableFrom: "2026-01-01",
        availableUntil: null,
        categoryId: "starters",
      },
    ],
  },
  {
    id: "soups",
    name: { en: "Soups", de: "Suppen" },
    position: 1,
    isDrinks: false,
    servedHours: null,
    dishes: [],
  },
];

describe("the menu the pages' loaders send", () => {
  it("keeps everything the menu section and the structured data show, in the visitor's language", () => {
    expect(menuPageData(menu, "de")).toEqual([
      {
        id: "starters",
        name: "Vorspeisen",
        servedHours: null,
        dishes: [
          {
            id: "samosa",
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
          {
            id: "lassi",
            title: "Mango-Lassi",
            description: "",
            priceCents: 390,
            imageUrl: null,
            imageVariants: [],
            isVeg: true,
            isSpicy: false,
            allergens: ["G"],
            additives: [],
            variants: [
              { label: "Klein", priceCents: 390, volumeMl: 300 },
              { label: "Groß", priceCents: 590, volumeMl: 500 },
            ],
            volumeMl: null,
            allergensDeclared: true,
            soldOut: false,
          },
        ],
      },
      { id: "soups", name: "Suppen", servedHours: null, dishes: [] },
    ]);
  });

  it("leaves out the other language's texts", () => {
    const sent = JSON.stringify(menuPageData(menu, "de"));
    for (const english of ["Starters", "Vegetable samosas", "Crisp pastries", "Soups", "Small"])
      expect(sent).not.toContain(english);
    expect(menuPageData(menu, "en")[0]?.dishes[1]?.title).toBe("Mango-Lassi");
  });

  it.each(["de", "en"] as const)(
    "is the same whether the loader makes it or the browser reads it from the public API (%s)",
    (lang) => {
      // The browser holds the menu it asked the API for beside the page's own: both must show alike.
      const fromAnswer = menuPageDataOfWire(
        JSON.parse(JSON.stringify(toPublicMenuWire(menu, lang))),
      );
      expect(fromAnswer).toEqual(menuPageData(menu, lang));
    },
  );
});
