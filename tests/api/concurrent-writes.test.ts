import { beforeAll, describe, expect, it, vi } from "vitest";
import type { DishWire } from "@shared/contract/dish-wire.ts";
import type { HistoryEntryWire } from "@shared/contract/history-wire.ts";
import { imageDecodes } from "../../server/features/uploads/image-processing.server.ts";
import {
  contentKey,
  imageFileName,
  uploadUrl,
} from "../../server/features/uploads/upload-storage.server.ts";
import { blob, formOf, jpegWithGps, useAdminApp } from "../support/api.ts";

const ctx = useAdminApp();
let categoryId: string;

const createDish = async (fields: Record<string, string>) =>
  (await (
    await ctx.api.form("POST", "/api/dishes", formOf({ categoryId, ...fields }))
  ).json()) as DishWire;

/** Resolves once an image is being encoded: the photo update has read its dish and not yet written it. */
const whileEncoding = () =>
  vi.waitFor(() => expect(imageDecodes.running).toBe(1), { timeout: 10_000, interval: 5 });

beforeAll(async () => {
  categoryId = (
    (await (await ctx.api.json("POST", "/api/categories", { name_en: "Mains" })).json()) as {
      _id: string;
    }
  )._id;
});

describe("writes that meet", () => {
  it("a price changed while a new photo is encoded survives the photo, and the photo's history starts from that price", async () => {
    const dish = await createDish({ title_en: "Lamb Rogan Josh", priceCents: "1590" });
    // 12 megapixels: encoding its three widths takes some hundred milliseconds, a price change a few.
    const photo = await jpegWithGps(4000, 3000);

    const photoUpdate = ctx.api.form(
      "PUT",
      `/api/dishes/${dish._id}`,
      formOf({ title_de: "Lamm Rogan Josh" }, { image: [blob(photo, "image/jpeg"), "lamb.jpg"] }),
    );
    await whileEncoding();
    const priceUpdate = await ctx.api.form(
      "PUT",
      `/api/dishes/${dish._id}`,
      formOf({ priceCents: "1690" }),
    );
    expect(priceUpdate.status).toBe(200);
    // The price change came and went while the photo was still being encoded: the writes did meet.
    expect(imageDecodes.running).toBe(1);
    const photoResponse = await photoUpdate;
    expect(photoResponse.status).toBe(200);

    const stored = ((await (await ctx.api.get("/api/dishes")).json()) as DishWire[]).find(
      (d) => d._id === dish._id,
    );
    expect(stored).toMatchObject({
      priceCents: 1690,
      titleI18n: { en: "Lamb Rogan Josh", de: "Lamm Rogan Josh" },
      imageUrl: expect.stringMatching(/^\/uploads\//),
    });
    expect(await photoResponse.json()).toMatchObject({
      priceCents: 1690,
      imageUrl: stored?.imageUrl,
    });

    const [photoEntry, priceEntry] = (await (
      await ctx.api.get("/api/history?limit=2")
    ).json()) as HistoryEntryWire[];
    expect(priceEntry).toMatchObject({
      entityId: dish._id,
      before: { price_cents: 1590 },
      after: { price_cents: 1690 },
    });
    expect(photoEntry).toMatchObject({
      entityId: dish._id,
      before: { price_cents: 1690, title_de: "", image_key: null },
      after: { price_cents: 1690, title_de: "Lamm Rogan Josh", image_key: expect.any(String) },
    });
  }, 30_000);

  it("a dish whose category is deleted while its photo is encoded is refused at the field, and nothing of it stays", async () => {
    const doomed = (
      (await (await ctx.api.json("POST", "/api/categories", { name_en: "Seasonal" })).json()) as {
        _id: string;
      }
    )._id;
    // Another photo than the first test's: a photo stored before is not encoded again.
    const photo = await jpegWithGps(3000, 4000);
    const creation = ctx.api.form(
      "POST",
      "/api/dishes",
      formOf(
        { categoryId: doomed, title_en: "Mango Lassi", priceCents: "450" },
        { image: [blob(photo, "image/jpeg"), "lassi.jpg"] },
      ),
    );
    await whileEncoding();
    expect((await ctx.api.del(`/api/categories/${doomed}`)).status).toBe(204);
    expect(imageDecodes.running).toBe(1);

    const res = await creation;
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "unknownCategory" });
    expect(
      ((await (await ctx.api.get("/api/dishes")).json()) as DishWire[]).map((d) => d.title),
    ).not.toContain("Mango Lassi");
    // Its files were written before the dish was refused; no one is shown them.
    expect((await ctx.server.fetch(uploadUrl(imageFileName(contentKey(photo), 400)))).status).toBe(
      404,
    );
  }, 30_000);

  it("a photo update of a dish deleted meanwhile answers 404, and its photo is not served", async () => {
    const dish = await createDish({ title_en: "Aloo Gobi", priceCents: "1190" });
    const photo = await jpegWithGps(3000, 3000);
    const photoUpdate = ctx.api.form(
      "PUT",
      `/api/dishes/${dish._id}`,
      formOf({}, { image: [blob(photo, "image/jpeg"), "aloo.jpg"] }),
    );
    await whileEncoding();
    expect((await ctx.api.del(`/api/dishes/${dish._id}`)).status).toBe(204);
    expect(imageDecodes.running).toBe(1);

    const res = await photoUpdate;
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "dishNotFound" });
    expect((await ctx.server.fetch(uploadUrl(imageFileName(contentKey(photo), 400)))).status).toBe(
      404,
    );
  }, 30_000);

  it("a dish moved with a new photo to a category deleted meanwhile is refused at the field and stays as it was", async () => {
    const dish = await createDish({ title_en: "Dal Makhani", priceCents: "1090" });
    const doomed = (
      (await (await ctx.api.json("POST", "/api/categories", { name_en: "Specials" })).json()) as {
        _id: string;
      }
    )._id;
    const photo = await jpegWithGps(3500, 3000);
    const move = ctx.api.form(
      "PUT",
      `/api/dishes/${dish._id}`,
      formOf({ categoryId: doomed }, { image: [blob(photo, "image/jpeg"), "dal.jpg"] }),
    );
    await whileEncoding();
    expect((await ctx.api.del(`/api/categories/${doomed}`)).status).toBe(204);
    expect(imageDecodes.running).toBe(1);

    const res = await move;
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "unknownCategory" });
    expect(
      ((await (await ctx.api.get("/api/dishes")).json()) as DishWire[]).find(
        (d) => d._id === dish._id,
      ),
    ).toEqual(dish);
  }, 30_000);
});
