import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { DESCRIPTION_MAX } from "@shared/contract/dish.ts";
import type { DishWire } from "@shared/contract/dish-wire.ts";
import { blob, formOf, jpegWithGps, pngImage, useAdminApp } from "../support/api.ts";

const ctx = useAdminApp();
let mains: string;
let sides: string;

beforeAll(async () => {
  mains = (
    (await (
      await ctx.api.json("POST", "/api/categories", { name_en: "Mains", position: 1 })
    ).json()) as { _id: string }
  )._id;
  sides = (
    (await (
      await ctx.api.json("POST", "/api/categories", { name_en: "Sides", position: 2 })
    ).json()) as { _id: string }
  )._id;
});

const createDish = async (fields: Record<string, string>, image?: [Blob, string]) =>
  ctx.api.form("POST", "/api/dishes", formOf(fields, image ? { image } : {}));

describe("creating dishes", () => {
  it("creates a dish from multipart fields, with 201", async () => {
    const res = await createDish({
      categoryId: mains,
      title_en: "Butter Chicken",
      title_de: "Butter-Hähnchen",
      description_en: "Creamy tomato sauce",
      description_de: "Cremige Tomatensoße",
      priceCents: "1450",
      position: "2",
      isVeg: "false",
      isSpicy: "true",
    });
    expect(res.status).toBe(201);
    const dish = (await res.json()) as DishWire;
    expect(dish).toEqual({
      _id: expect.any(String),
      title: "Butter Chicken",
      titleI18n: { en: "Butter Chicken", de: "Butter-Hähnchen" },
      description: "Creamy tomato sauce",
      descriptionI18n: { en: "Creamy tomato sauce", de: "Cremige Tomatensoße" },
      priceCents: 1450,
      position: 2,
      imageUrl: null,
      imageVariants: [],
      isVeg: false,
      isSpicy: true,
      allergens: [],
      additives: [],
      variants: [],
      volumeMl: null,
      allergensDeclared: false,
      soldOut: false,
      availableFrom: null,
      availableUntil: null,
      categoryId: mains,
    });
  });

  it("enforces the form rules with their messages and stores nothing", async () => {
    const before = await (await ctx.api.get("/api/dishes")).json();
    const cases: [Record<string, string>, string][] = [
      [{ title_en: "X", priceCents: "100" }, "Select a category first."],
      [{ categoryId: "", title_en: "X", priceCents: "100" }, "Select a category first."],
      [{ categoryId: mains, priceCents: "100" }, "Enter at least English or German title."],
      [
        { categoryId: mains, title_en: "  ", title_de: "", priceCents: "100" },
        "Enter at least English or German title.",
      ],
      [{ categoryId: mains, title_en: "X" }, "Price is required."],
      [{ categoryId: mains, title_en: "X", priceCents: "" }, "Price is required."],
      [
        { categoryId: "unknown-category", title_en: "X", priceCents: "100" },
        "The selected category does not exist.",
      ],
    ];
    for (const [fields, error] of cases) {
      const res = await createDish(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(await res.json()).toMatchObject({ error });
    }
    for (const priceCents of ["-1", "12.5", "abc", "99999999999"]) {
      expect(
        (await createDish({ categoryId: mains, title_en: "X", priceCents })).status,
        priceCents,
      ).toBe(400);
    }
    expect(await (await ctx.api.get("/api/dishes")).json()).toEqual(before);
  });

  it("refuses JSON where multipart is expected", async () => {
    const res = await ctx.api.json("POST", "/api/dishes", {
      categoryId: mains,
      title_en: "X",
      priceCents: 100,
    });
    expect(res.status).toBe(400);
  });
});

describe("dish images", () => {
  it("re-encodes an image to WebP variants without metadata, under content-hashed names", async () => {
    const res = await createDish({ categoryId: mains, title_en: "Tandoori", priceCents: "1590" }, [
      blob(await jpegWithGps(), "image/jpeg"),
      "IMG_0001.JPG",
    ]);
    expect(res.status).toBe(201);
    const dish = (await res.json()) as DishWire;
    expect(dish.imageVariants.map((v) => v.width)).toEqual([400, 800, 1600]);
    expect(dish.imageUrl).toBe(dish.imageVariants[1]?.url);
    for (const variant of dish.imageVariants) {
      expect(variant.url).toMatch(/^\/uploads\/[a-f0-9]{32}-\d+\.webp$/);
      const file = await ctx.server.fetch(variant.url);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(variant.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
  });

  it("never upscales a small image", async () => {
    const res = await createDish({ categoryId: mains, title_en: "Small", priceCents: "100" }, [
      blob(await pngImage(300, 200), "image/png"),
      "small.png",
    ]);
    const dish = (await res.json()) as DishWire;
    expect(dish.imageVariants.map((v) => v.width)).toEqual([300]);
  });

  it("decides the type by content: a text file named .jpg and an SVG are refused with 415", async () => {
    const before = await (await ctx.api.get("/api/dishes")).json();
    const fake = await createDish({ categoryId: mains, title_en: "Fake", priceCents: "100" }, [
      blob(Buffer.from("just text, not a picture"), "image/jpeg"),
      "photo.jpg",
    ]);
    expect(fake.status).toBe(415);
    expect(await fake.json()).toMatchObject({ error: expect.any(String) });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const svgRes = await createDish({ categoryId: mains, title_en: "Svg", priceCents: "100" }, [
      blob(svg, "image/svg+xml"),
      "x.svg",
    ]);
    expect(svgRes.status).toBe(415);
    expect(await (await ctx.api.get("/api/dishes")).json()).toEqual(before);
  });

  it("refuses a file over 15 MB with 413", async () => {
    const big = Buffer.alloc(16 * 1024 * 1024, 1);
    const res = await createDish({ categoryId: mains, title_en: "Big", priceCents: "100" }, [
      blob(big, "image/jpeg"),
      "big.jpg",
    ]);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: expect.any(String) });
  });

  it("replacing an image deletes the old files", async () => {
    const dish = (await (
      await createDish({ categoryId: mains, title_en: "Swap", priceCents: "100" }, [
        blob(await pngImage(500, 400), "image/png"),
        "a.png",
      ])
    ).json()) as DishWire;
    const oldUrl = dish.imageUrl as string;
    const res = await ctx.api.form(
      "PUT",
      `/api/dishes/${dish._id}`,
      formOf({}, { image: [blob(await pngImage(600, 400), "image/png"), "b.png"] }),
    );
    expect(res.status).toBe(200);
    const updated = (await res.json()) as DishWire;
    expect(updated.imageUrl).not.toBe(oldUrl);
    expect((await ctx.server.fetch(oldUrl)).status).toBe(404);
    expect((await ctx.server.fetch(updated.imageUrl as string)).status).toBe(200);
  });
});

describe("updating, listing and deleting dishes", () => {
  it("updates only the fields sent and can move a dish", async () => {
    const dish = (await (
      await createDish({
        categoryId: mains,
        title_en: "Dal",
        title_de: "Dal",
        description_en: "Lentils",
        priceCents: "900",
        isVeg: "true",
      })
    ).json()) as DishWire;
    const res = await ctx.api.form(
      "PUT",
      `/api/dishes/${dish._id}`,
      formOf({ priceCents: "950", categoryId: sides }),
    );
    expect(res.status).toBe(200);
    const updated = (await res.json()) as DishWire;
    expect(updated).toEqual({ ...dish, priceCents: 950, categoryId: sides });
    const bad = await ctx.api.form(
      "PUT",
      `/api/dishes/${dish._id}`,
      formOf({ title_en: "", title_de: "" }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: "Enter at least English or German title.",
      code: "dishTitleRequired",
    });
    const long = await ctx.api.form(
      "PUT",
      `/api/dishes/${dish._id}`,
      formOf({ description_en: "x".repeat(DESCRIPTION_MAX + 1) }),
    );
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      error: `Text is longer than ${DESCRIPTION_MAX} characters.`,
      code: "textTooLong",
      params: { max: String(DESCRIPTION_MAX) },
    });
    expect(
      (await ctx.api.form("PUT", "/api/dishes/nope", formOf({ priceCents: "1" }))).status,
    ).toBe(404);
    expect(
      (await ctx.api.form("PUT", `/api/dishes/${dish._id}`, formOf({ categoryId: "nope" }))).status,
    ).toBe(400);
  });

  it("lists every dish, or one category's, ordered by position then creation", async () => {
    const all = (await (await ctx.api.get("/api/dishes")).json()) as DishWire[];
    const onlySides = (await (
      await ctx.api.get(`/api/dishes?categoryId=${sides}`)
    ).json()) as DishWire[];
    expect(all.length).toBeGreaterThan(onlySides.length);
    expect(onlySides.every((d) => d.categoryId === sides)).toBe(true);
    const mainsList = all.filter((d) => d.categoryId === mains);
    const positions = mainsList.map((d) => d.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(all.findIndex((d) => d.categoryId === sides)).toBeGreaterThan(
      all.findLastIndex((d) => d.categoryId === mains),
    );
  });

  it("deletes with 204 and removes the image files", async () => {
    const dish = (await (
      await createDish({ categoryId: mains, title_en: "Gone", priceCents: "100" }, [
        blob(await pngImage(420, 300), "image/png"),
        "c.png",
      ])
    ).json()) as DishWire;
    expect((await ctx.api.del(`/api/dishes/${dish._id}`)).status).toBe(204);
    expect((await ctx.server.fetch(dish.imageUrl as string)).status).toBe(404);
    expect((await ctx.api.del(`/api/dishes/${dish._id}`)).status).toBe(404);
  });
});
