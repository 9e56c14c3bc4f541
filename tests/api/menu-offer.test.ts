import Database from "../../server/db/sqlite.server.ts";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { DishWire } from "@shared/contract/dish-wire.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { formOf, tinyPdf, blob, useAdminApp } from "../support/api.ts";

// The menu page shows the same: tests/smoke/menu-offer-page.test.ts.
const ctx = useAdminApp();

let drinks: string;

const shiftDay = (iso: string, days: number) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

const create = (fields: Record<string, string>) =>
  ctx.api.form("POST", "/api/dishes", formOf({ categoryId: drinks, title_en: "Lassi", ...fields }));
const created = async (fields: Record<string, string>) => {
  const res = await create(fields);
  expect(res.status).toBe(201);
  return (await res.json()) as DishWire;
};
const publicDishes = async (lang = "de") => {
  const menu = (await (await ctx.server.fetch(`/api/public/menu?lang=${lang}`)).json()) as {
    dishes: DishWire[];
  }[];
  return menu.flatMap((c) => c.dishes);
};

beforeAll(async () => {
  const res = await ctx.api.json("POST", "/api/categories", {
    name_en: "Drinks",
    name_de: "Getränke",
    isDrinks: true,
  });
  const category = (await res.json()) as { _id: string; isDrinks: boolean };
  expect(category.isDrinks).toBe(true);
  drinks = category._id;
});

const twoSizes = JSON.stringify([
  { label_en: "Small", label_de: "Klein", priceCents: 450, volumeMl: 300 },
  { label_en: "Large", label_de: "Groß", priceCents: 650, volumeMl: 500 },
]);

describe("price variants", () => {
  it("stores 2 to 6 sizes in order; the price is the lowest, labels are localised", async () => {
    const dish = await created({
      variants: JSON.stringify([
        { label_en: "Large", label_de: "Groß", priceCents: 650, volumeMl: 500 },
        { label_en: "Small", label_de: "", priceCents: "450", volumeMl: "300" },
      ]),
    });
    expect(dish.priceCents).toBe(450);
    expect(dish.variants).toEqual([
      { label: "Large", labelI18n: { en: "Large", de: "Groß" }, priceCents: 650, volumeMl: 500 },
      { label: "Small", labelI18n: { en: "Small", de: "" }, priceCents: 450, volumeMl: 300 },
    ]);
    const german = (await publicDishes("de")).find((d) => d._id === dish._id);
    expect(german?.variants.map((v) => v.label)).toEqual(["Groß", "Small"]);
  });

  it("answers bad variants with a readable 400 and stores nothing", async () => {
    const before = await (await ctx.api.get("/api/dishes")).json();
    const one = JSON.stringify([{ label_en: "Only", priceCents: 100 }]);
    const seven = JSON.stringify(
      Array.from({ length: 7 }, (_, i) => ({ label_en: `S${i}`, priceCents: 100 })),
    );
    const cases: [string, string][] = [
      ["not json", "Variants must be a JSON array of {label_en, label_de, priceCents, volumeMl}."],
      ['{"a":1}', "Variants must be a JSON array of {label_en, label_de, priceCents, volumeMl}."],
      [one, "A dish has either one price or 2 to 6 variants."],
      [seven, "A dish has either one price or 2 to 6 variants."],
      [
        JSON.stringify([{ priceCents: 1 }, { label_en: "B", priceCents: 2 }]),
        "Every variant needs a label in English or German.",
      ],
      [
        JSON.stringify([
          { label_en: "A", priceCents: -1 },
          { label_en: "B", priceCents: 2 },
        ]),
        "Price must be a whole number of cents between 0 and 10000000.",
      ],
      [
        JSON.stringify([
          { label_en: "A", priceCents: 1, volumeMl: 0.5 },
          { label_en: "B", priceCents: 2 },
        ]),
        "Volume must be a whole number of millilitres between 1 and 10000.",
      ],
      [JSON.stringify([{ label_en: "A" }, { label_en: "B", priceCents: 2 }]), "Price is required."],
    ];
    for (const [variants, error] of cases) {
      const res = await create({ variants });
      expect(res.status, variants).toBe(400);
      expect(await res.json()).toMatchObject({ error });
    }
    expect(await (await ctx.api.get("/api/dishes")).json()).toEqual(before);
  });

  it("an update replaces the sizes, and an empty list goes back to one price", async () => {
    const dish = await created({ priceCents: "390", volumeMl: "330" });
    expect(dish).toMatchObject({ variants: [], volumeMl: 330, priceCents: 390 });
    const withSizes = (await (
      await ctx.api.form("PUT", `/api/dishes/${dish._id}`, formOf({ variants: twoSizes }))
    ).json()) as DishWire;
    expect(withSizes.variants.map((v) => v.priceCents)).toEqual([450, 650]);
    expect(withSizes.priceCents).toBe(450);
    const single = (await (
      await ctx.api.form(
        "PUT",
        `/api/dishes/${dish._id}`,
        formOf({ variants: "[]", priceCents: "500" }),
      )
    ).json()) as DishWire;
    expect(single).toMatchObject({ variants: [], priceCents: 500 });
  });
});

describe("sold out today", () => {
  it("marks and unmarks a dish in one call; the public menu keeps it in place", async () => {
    const dish = await created({ priceCents: "300", volumeMl: "200" });
    const marked = await ctx.api.json("PUT", `/api/dishes/${dish._id}/sold-out`, { soldOut: true });
    expect(marked.status).toBe(200);
    expect(((await marked.json()) as DishWire).soldOut).toBe(true);
    expect((await publicDishes()).find((d) => d._id === dish._id)?.soldOut).toBe(true);

    await ctx.api.json("PUT", `/api/dishes/${dish._id}/sold-out`, { soldOut: false });
    expect((await publicDishes()).find((d) => d._id === dish._id)?.soldOut).toBe(false);
  });

  it("rejects a body without a boolean and unknown dishes", async () => {
    const dish = await created({ priceCents: "300" });
    for (const body of [{}, { soldOut: "yes" }]) {
      const res = await ctx.api.json("PUT", `/api/dishes/${dish._id}/sold-out`, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: "soldOut must be true or false." });
    }
    expect((await ctx.api.json("PUT", "/api/dishes/nope/sold-out", { soldOut: true })).status).toBe(
      404,
    );
    expect(
      (
        await ctx.server.fetch(`/api/dishes/${dish._id}/sold-out`, {
          method: "PUT",
          body: '{"soldOut":true}',
        })
      ).status,
    ).toBe(401);
  });

  it("a mark from an earlier day has cleared itself once the restaurant opened again", async () => {
    const dish = await created({ priceCents: "300" });
    await ctx.api.json("PUT", `/api/dishes/${dish._id}/sold-out`, { soldOut: true });
    // As if staff had tapped it a week ago; every day is open in the seeded hours or none are entered.
    const db = new Database(path.join(ctx.server.dataDir, "restaurant.sqlite"));
    db.prepare("UPDATE dishes SET sold_out_at = ? WHERE id = ?").run(
      new Date(Date.now() - 8 * 86_400_000).toISOString(),
      dish._id,
    );
    db.close();
    // Any admin write makes the server read the dishes again.
    await ctx.api.json("POST", "/api/categories", { name_en: "Bump" });
    expect((await publicDishes()).find((d) => d._id === dish._id)?.soldOut).toBe(false);
    const admin = (await (await ctx.api.get("/api/dishes")).json()) as DishWire[];
    expect(admin.find((d) => d._id === dish._id)?.soldOut).toBe(false);
  });
});

describe("availability dates", () => {
  it("hides dishes outside their dates from the public menu, not from the admin", async () => {
    const today = todayIso();
    const future = await created({
      title_en: "Future lassi",
      priceCents: "300",
      availableFrom: shiftDay(today, 1),
    });
    const past = await created({
      title_en: "Past lassi",
      priceCents: "300",
      availableUntil: shiftDay(today, -1),
    });
    const now = await created({
      title_en: "Todays lassi",
      priceCents: "300",
      availableFrom: today,
      availableUntil: today,
    });
    const ids = (await publicDishes("en")).map((d) => d._id);
    expect(ids).toContain(now._id);
    expect(ids).not.toContain(future._id);
    expect(ids).not.toContain(past._id);
    const admin = ((await (await ctx.api.get("/api/dishes")).json()) as DishWire[]).map(
      (d) => d._id,
    );
    expect(admin).toEqual(expect.arrayContaining([future._id, past._id, now._id]));

    const cleared = (await (
      await ctx.api.form("PUT", `/api/dishes/${future._id}`, formOf({ availableFrom: "" }))
    ).json()) as DishWire;
    expect(cleared.availableFrom).toBeNull();
    expect((await publicDishes("en")).map((d) => d._id)).toContain(future._id);
  });

  it("rejects dates that are not dates or run backwards", async () => {
    for (const [fields, error] of [
      [{ availableFrom: "2026-02-30" }, "Dates must be real dates in the format YYYY-MM-DD."],
      [{ availableUntil: "tomorrow" }, "Dates must be real dates in the format YYYY-MM-DD."],
      [
        { availableFrom: "2026-05-02", availableUntil: "2026-05-01" },
        "The first day must not be after the last day.",
      ],
    ] as const) {
      const res = await create({ priceCents: "100", ...fields });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error });
    }
  });

  it("hides menu images outside their dates; the admin list and date changes see all", async () => {
    const today = todayIso();
    const upload = async (title: string, dates: Record<string, string>) => {
      const res = await ctx.api.form(
        "POST",
        "/api/menu-images",
        formOf(
          { title, language: "de", ...dates },
          { file: [blob(tinyPdf(), "application/pdf"), "m.pdf"] },
        ),
      );
      expect(res.status).toBe(201);
      return (await res.json()) as { _id: string; availableFrom: string | null };
    };
    const later = await upload("Next week", { availableFrom: shiftDay(today, 7) });
    const current = await upload("This week", { availableUntil: shiftDay(today, 6) });
    const publicIds = async () =>
      (
        (await (await ctx.server.fetch("/api/menu-images?lang=de")).json()) as { _id: string }[]
      ).map((i) => i._id);
    expect(await publicIds()).toEqual([current._id]);
    expect((await ctx.server.fetch(`/api/public/pdfs/${later._id}`)).status).toBe(404);
    const all = (
      (await (await ctx.api.get("/api/menu-images/all")).json()) as { _id: string }[]
    ).map((i) => i._id);
    expect(all).toEqual([later._id, current._id]);
    expect((await ctx.server.fetch("/api/menu-images/all")).status).toBe(401);

    const moved = await ctx.api.json("PUT", `/api/menu-images/${later._id}`, {
      availableFrom: today,
      availableUntil: null,
    });
    expect(moved.status).toBe(200);
    // Newest first in one language: "This week" was uploaded after "Next week".
    expect(await publicIds()).toEqual([current._id, later._id]);
    const bad = await ctx.api.json("PUT", `/api/menu-images/${later._id}`, {
      availableFrom: "2026-01-02",
      availableUntil: "2026-01-01",
    });
    expect(bad.status).toBe(400);
  });
});

describe("allergen declaration", () => {
  it("starts undeclared; ticking allergens or declaring none marks it declared", async () => {
    const undeclared = await created({ priceCents: "100" });
    expect(undeclared).toMatchObject({ allergens: [], allergensDeclared: false });
    expect(await created({ priceCents: "100", allergens: "G" })).toMatchObject({
      allergens: ["G"],
      allergensDeclared: true,
    });
    const none = await ctx.api.form(
      "PUT",
      `/api/dishes/${undeclared._id}`,
      formOf({ allergens: "", allergensDeclared: "true" }),
    );
    expect(await none.json()).toMatchObject({ allergens: [], allergensDeclared: true });
  });
});
