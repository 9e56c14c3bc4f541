import { describe, expect, it } from "vitest";
import {
  jsonLdText,
  menuJsonLd,
  openingHoursSpecification,
  restaurantJsonLd,
} from "@shared/structured-data/index.ts";
import type { OpeningHours } from "@shared/contract/opening-hours.ts";
import { demoRestaurantProfile } from "../../demo/restaurant-profile.ts";
import { EMPTY_PUBLIC_PROFILE } from "@shared/restaurant-profile.ts";

const demoProfile = {
  ...demoRestaurantProfile,
  phone: { display: "02921 0000000", href: "tel:+4929210000000" },
  legalIsDemo: true,
};
import type { PublicMenuCategory } from "@shared/contract/public-menu.ts";
import { menuPageData } from "@shared/menu-page.ts";

const weekly: OpeningHours[] = [
  { weekday: 1, isClosed: true, intervals: [] },
  {
    weekday: 2,
    isClosed: false,
    intervals: [
      { open: "11:30", close: "14:30" },
      { open: "17:30", close: "22:00" },
    ],
  },
  {
    weekday: 3,
    isClosed: false,
    intervals: [
      { open: "11:30", close: "14:30" },
      { open: "17:30", close: "22:00" },
    ],
  },
  { weekday: 6, isClosed: false, intervals: [{ open: "17:00", close: "01:00" }] },
];

describe("structured data", () => {
  it("groups weekdays by interval and keeps overnight closes", () => {
    expect(openingHoursSpecification(weekly)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Tuesday", "https://schema.org/Wednesday"],
        opens: "11:30",
        closes: "14:30",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Tuesday", "https://schema.org/Wednesday"],
        opens: "17:30",
        closes: "22:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Saturday"],
        opens: "17:00",
        closes: "01:00",
      },
    ]);
  });

  it("describes the restaurant with address, geo and special days", () => {
    const data = restaurantJsonLd({
      siteUrl: "https://example.org",
      profile: demoProfile,
      weekly,
      specialDays: [{ from: "2026-12-24", to: "2026-12-26", isClosed: true, intervals: [] }],
    });
    expect(data["@type"]).toBe("Restaurant");
    expect(data.address.postalCode).toBe("59494");
    expect(data).toMatchObject({
      telephone: "+4929210000000",
      sameAs: [demoRestaurantProfile.social.instagram, demoRestaurantProfile.social.facebook],
    });
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-24",
        validThrough: "2026-12-26",
        opens: "00:00",
        closes: "00:00",
      },
    ]);
  });

  it("lists every dish with an offer in EUR and marks vegetarian ones", () => {
    const categories = [
      {
        id: "c",
        name: { en: "Curries", de: "Currys" },
        position: 0,
        isDrinks: false,
        servedHours: null,
        dishes: [
          {
            id: "d",
            title: { en: "Dal", de: "Dal" },
            description: { en: "", de: "" },
            priceCents: 1250,
            position: 0,
            imageUrl: null,
            imageVariants: [],
            isVeg: true,
            isSpicy: false,
            allergens: [],
            additives: [],
            variants: [],
            volumeMl: null,
            allergensDeclared: true,
            soldOut: false,
            availableFrom: null,
            availableUntil: null,
            categoryId: "c",
          },
        ],
      },
    ] satisfies PublicMenuCategory[];
    const menu = menuJsonLd({
      siteUrl: "https://example.org",
      name: "Menu",
      categories: menuPageData(categories, "en"),
      lang: "en",
    });
    expect(menu.hasMenuSection[0]?.hasMenuItem[0]).toEqual({
      "@type": "MenuItem",
      name: "Dal",
      offers: { "@type": "Offer", price: "12.50", priceCurrency: "EUR" },
      suitableForDiet: "https://schema.org/VegetarianDiet",
    });
  });

  it("can never close its script element", () => {
    expect(jsonLdText({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });

  it("names no telephone, e-mail, position or profiles a new restaurant has not set", () => {
    const data = restaurantJsonLd({
      siteUrl: "https://example.org",
      profile: EMPTY_PUBLIC_PROFILE,
      weekly,
      specialDays: [],
    });
    for (const key of ["telephone", "email", "geo", "sameAs", "acceptsReservations", "priceRange"])
      expect(data).not.toHaveProperty(key);
  });
});
