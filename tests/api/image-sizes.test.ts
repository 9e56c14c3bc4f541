import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { DishWire } from "@shared/contract/dish-wire.ts";
import type { MenuImageWire } from "@shared/contract/menu-image-wire.ts";
import { MAX_INPUT_PIXELS } from "../../server/features/uploads/image-processing.server.ts";
import { blob, formOf, pngImage, useAdminApp } from "../support/api.ts";

const ctx = useAdminApp();
let categoryId: string;

beforeAll(async () => {
  categoryId = (
    (await (await ctx.api.json("POST", "/api/categories", { name_en: "Mains" })).json()) as {
      _id: string;
    }
  )._id;
});

const dishWithPhoto = (photo: Buffer) =>
  ctx.api.form(
    "POST",
    "/api/dishes",
    formOf(
      { categoryId, title_en: "Papadam", priceCents: "250" },
      { image: [blob(photo, "image/png"), "photo.png"] },
    ),
  );

/** A PNG whose header claims the size, with almost no pixel data: what a decompression bomb looks like before it is decoded. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The file as a visitor's browser gets it, and its size as a decoder reads it. */
async function served(url: string) {
  const res = await ctx.server.fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/webp");
  const { width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { width, height };
}

describe("images of every size the limits allow", () => {
  it.each([1, 9])("stores and serves a photo %i pixels square at its own width", async (side) => {
    const res = await dishWithPhoto(await pngImage(side, side));
    expect(res.status).toBe(201);
    const dish = (await res.json()) as DishWire;
    expect(dish.imageVariants).toEqual([{ width: side, url: dish.imageUrl }]);
    expect(await served(dish.imageUrl as string)).toEqual({ width: side, height: side });
  });

  it("stores and serves a 1 × 1 pixel menu image", async () => {
    const res = await ctx.api.form(
      "POST",
      "/api/menu-images",
      formOf({ title: "Dot", language: "en" }, { file: [blob(await pngImage(1, 1)), "dot.png"] }),
    );
    expect(res.status).toBe(201);
    expect(await served(((await res.json()) as MenuImageWire).url)).toEqual({
      width: 1,
      height: 1,
    });
  });

  it("stores a photo a million pixels wide and one high", async () => {
    const res = await dishWithPhoto(await pngImage(1_000_000, 1));
    expect(res.status).toBe(201);
    const dish = (await res.json()) as DishWire;
    expect(dish.imageVariants.map((v) => v.width)).toEqual([400, 800, 1600]);
    expect(await served(dish.imageVariants[2]?.url as string)).toEqual({ width: 1600, height: 1 });
  });

  it("refuses a photo of one pixel more than allowed at the field, from its header alone", async () => {
    const res = await dishWithPhoto(pngHeader(10_000, MAX_INPUT_PIXELS / 10_000 + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "tooManyPixels" });
  });

  it("makes a photo taller than WebP holds at its width as wide as WebP allows", async () => {
    // WebP holds at most 16,383 pixels a side: at 10 pixels wide this photo would be 40,000 tall.
    const res = await dishWithPhoto(await pngImage(10, 40_000));
    expect(res.status).toBe(201);
    const dish = (await res.json()) as DishWire;
    expect(dish.imageVariants.map((v) => v.width)).toEqual([4]);
    expect(await served(dish.imageUrl as string)).toEqual({ width: 4, height: 16_000 });
  });

  it("refuses, at the field and storing nothing, a photo too narrow to be one pixel wide at a height WebP holds", async () => {
    const before = await (await ctx.api.get("/api/dishes")).json();
    const res = await dishWithPhoto(await pngImage(1, 20_000));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: expect.any(String),
      code: "imageProportions",
      params: { max: "16383" },
    });
    expect(await (await ctx.api.get("/api/dishes")).json()).toEqual(before);
  });
});
