import { describe, expect, it } from "vitest";
import { availabilityStatus } from "@shared/contract/availability.ts";
import type { Category } from "@shared/contract/category.ts";
import type { Dish } from "@shared/contract/dish.ts";
import { weeklySchedule, withSpecialDays } from "@shared/opening-hours/index.ts";
import { pageDishOf } from "@shared/menu-page.ts";
import { formatVolume } from "@shared/volume.ts";
import { menuJsonLd } from "@shared/structured-data/menu-jsonld.ts";
import { soldOutUntil, wallTimeOf } from "../../server/features/dishes/sold-out.server.ts";
import { legalWarnings } from "~/features/admin/dishes/legal-warnings";

const open = (weekday: number, from = "11:30", to = "22:00") => ({
  weekday,
  isClosed: false,
  intervals: [{ open: from, close: to }],
});
// Closed on Mondays (1), as many restaurants are; later opening on Sundays (0).
const week = [
  open(0, "12:00"),
  { weekday: 1, isClosed: true, intervals: [] },
  open(2),
  open(3),
  open(4),
  open(5),
  open(6),
];

describe("sold out today", () => {
  const schedule = weeklySchedule(week);

  it("lasts until the next opening on a later day, in Berlin time", () => {
    // Saturday 2026-11-28, 21:30 in Berlin (UTC+1): back on Sunday at 12:00.
    expect(soldOutUntil(new Date("2026-11-28T20:30:00Z"), schedule)).toBe("2026-11-29T12:00");
    // Sunday evening: Monday is closed, so back on Tuesday at 11:30.
    expect(soldOutUntil(new Date("2026-11-29T19:00:00Z"), schedule)).toBe("2026-12-01T11:30");
    // Just after midnight UTC on Saturday is already Saturday 01:00 in Berlin.
    expect(soldOutUntil(new Date("2026-11-28T00:00:00Z"), schedule)).toBe("2026-11-29T12:00");
  });

  it("skips closed special days and takes their own hours", () => {
    const holidays = withSpecialDays(schedule, [
      { from: "2026-12-24", to: "2026-12-25", isClosed: true, intervals: [] },
      {
        from: "2026-12-26",
        to: "2026-12-26",
        isClosed: false,
        intervals: [{ open: "17:00", close: "23:00" }],
      },
    ]);
    expect(soldOutUntil(new Date("2026-12-23T20:00:00Z"), holidays)).toBe("2026-12-26T17:00");
  });

  it("without any hours, clears at the next midnight; wall times compare as strings", () => {
    expect(soldOutUntil(new Date("2026-07-01T10:00:00Z"), weeklySchedule([]))).toBe(
      "2026-07-02T00:00",
    );
    expect(wallTimeOf(new Date("2026-07-01T22:30:00Z"))).toBe("2026-07-02T00:30");
  });
});

describe("availability dates", () => {
  it("are inclusive at both ends", () => {
    const item = { availableFrom: "2026-12-01", availableUntil: "2026-12-24" };
    expect(availabilityStatus(item, "2026-11-30")).toBe("scheduled");
    expect(availabilityStatus(item, "2026-12-01")).toBe("current");
    expect(availabilityStatus(item, "2026-12-24")).toBe("current");
    expect(availabilityStatus(item, "2026-12-25")).toBe("expired");
    expect(availabilityStatus({ availableFrom: null, availableUntil: null }, "2030-01-01")).toBe(
      "current",
    );
  });
});

describe("volumes", () => {
  it("are written in litres from 100 ml, the German way in German, with a non-breaking space", () => {
    expect(formatVolume(300, "de")).toBe("0,3\u00a0l");
    expect(formatVolume(330, "de")).toBe("0,33\u00a0l");
    expect(formatVolume(1000, "de")).toBe("1\u00a0l");
    expect(formatVolume(100, "de")).toBe("0,1\u00a0l");
    expect(formatVolume(500, "en")).toBe("0.5\u00a0l");
  });

  it("are written in centilitres below 100 ml, as menus give spirits, in both languages", () => {
    expect(formatVolume(40, "de")).toBe("4\u00a0cl");
    expect(formatVolume(20, "en")).toBe("2\u00a0cl");
    expect(formatVolume(25, "de")).toBe("2,5\u00a0cl");
    expect(formatVolume(25, "en")).toBe("2.5\u00a0cl");
  });
});

const dish = (over: Partial<Dish>): Dish => ({
  id: "d",
  title: { en: "Lassi", de: "Lassi" },
  description: { en: "", de: "" },
  priceCents: 450,
  variants: [],
  volumeMl: null,
  position: 0,
  imageUrl: null,
  imageVariants: [],
  isVeg: true,
  isSpicy: false,
  allergens: [],
  additives: [],
  allergensDeclared: true,
  soldOut: false,
  availableFrom: null,
  availableUntil: null,
  categoryId: "drinks",
  ...over,
});
const size = (volumeMl: number | null, priceCents = 450) => ({
  label: { en: "S", de: "K" },
  priceCents,
  volumeMl,
});

describe("legal warnings", () => {
  const categories: Category[] = [
    {
      id: "drinks",
      name: { en: "Drinks", de: "Getränke" },
      position: 0,
      isDrinks: true,
      servedHours: null,
    },
    {
      id: "mains",
      name: { en: "Mains", de: "Hauptgerichte" },
      position: 1,
      isDrinks: false,
      servedHours: null,
    },
  ];

  it("list undeclared dishes and drinks without a quantity for every size", () => {
    const dishes = [
      dish({ id: "ok", volumeMl: 300 }),
      dish({ id: "no-volume" }),
      dish({ id: "one-size-missing", variants: [size(300), size(null, 650)] }),
      dish({ id: "sizes-ok", variants: [size(300), size(500, 650)] }),
      dish({ id: "curry", categoryId: "mains", allergensDeclared: false }),
    ];
    const warnings = legalWarnings(dishes, categories);
    expect(warnings.drinksWithoutVolume.map((d) => d.id)).toEqual([
      "no-volume",
      "one-size-missing",
    ]);
    expect(warnings.undeclaredAllergens.map((d) => d.id)).toEqual(["curry"]);
  });
});

describe("menu structured data with sizes", () => {
  it("gives every size its own offer, named with its quantity", () => {
    const pageDish = pageDishOf(dish({ variants: [size(300), size(500, 650)] }), "en");
    const data = menuJsonLd({
      siteUrl: "https://x.example",
      name: "Menu",
      lang: "de",
      categories: [{ id: "c", name: "Getränke", servedHours: null, dishes: [pageDish] }],
    });
    expect(data.hasMenuSection[0]?.hasMenuItem[0]?.offers).toEqual([
      { "@type": "Offer", name: "S, 0,3\u00a0l", price: "4.50", priceCurrency: "EUR" },
      { "@type": "Offer", name: "S, 0,5\u00a0l", price: "6.50", priceCurrency: "EUR" },
    ]);
  });
});
