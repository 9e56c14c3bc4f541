import { describe, expect, it } from "vitest";
import { formatServedHours } from "@shared/served-hours.ts";
import { menuJsonLd } from "@shared/structured-data/menu-jsonld.ts";

describe("serving hours as the menu prints them", () => {
  it.each([
    [[1, 2, 3, 4, 5], "Mo–Fr 11:30–14:30", "Mon–Fri 11:30–14:30"],
    [[6, 0], "Sa, So 11:30–14:30", "Sat, Sun 11:30–14:30"],
    [[1, 3, 5], "Mo, Mi, Fr 11:30–14:30", "Mon, Wed, Fri 11:30–14:30"],
    [[0, 1, 2, 3, 4, 5, 6], "Mo–So 11:30–14:30", "Mon–Sun 11:30–14:30"],
    [[2], "Di 11:30–14:30", "Tue 11:30–14:30"],
  ])("%j", (weekdays, de, en) => {
    const hours = { weekdays, open: "11:30", close: "14:30" };
    expect(formatServedHours(hours, "de")).toBe(de);
    expect(formatServedHours(hours, "en")).toBe(en);
  });
});

describe("the menu's structured data", () => {
  it("gives a section served at its hours schema.org's hoursAvailable, and none to the others", () => {
    const dish = {
      id: "d",
      title: "Tagesdal",
      description: "",
      priceCents: 890,
      variants: [],
      volumeMl: null,
      imageUrl: null,
      imageVariants: [],
      isVeg: true,
      isSpicy: false,
      allergens: [],
      additives: [],
      allergensDeclared: true,
      soldOut: false,
    };
    const data = menuJsonLd({
      siteUrl: "https://x.example",
      name: "Speisekarte",
      lang: "de",
      categories: [
        {
          id: "lunch",
          name: "Mittagstisch",
          servedHours: { weekdays: [1, 2, 3, 4, 5], open: "11:30", close: "14:30" },
          dishes: [dish],
        },
        { id: "mains", name: "Hauptgerichte", servedHours: null, dishes: [dish] },
      ],
    });
    expect(data.hasMenuSection[0]).toMatchObject({
      "@type": "MenuSection",
      name: "Mittagstisch",
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [
          "https://schema.org/Monday",
          "https://schema.org/Tuesday",
          "https://schema.org/Wednesday",
          "https://schema.org/Thursday",
          "https://schema.org/Friday",
        ],
        opens: "11:30",
        closes: "14:30",
      },
    });
    expect(data.hasMenuSection[1]).not.toHaveProperty("hoursAvailable");
  });
});
