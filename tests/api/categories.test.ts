import { describe, expect, it } from "vitest";
import type { CategoryWire } from "@shared/contract/category-wire.ts";
import { blob, formOf, jpegWithGps, useAdminApp } from "../support/api.ts";

const ctx = useAdminApp();

describe("categories", () => {
  it("creates with 201, trims names and coerces the position", async () => {
    const res = await ctx.api.json("POST", "/api/categories", {
      name_en: "  Starters ",
      name_de: " Vorspeisen  ",
      position: "3",
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as CategoryWire;
    expect(created).toEqual({
      _id: expect.any(String),
      name: "Starters",
      nameI18n: { en: "Starters", de: "Vorspeisen" },
      position: 3,
      isDrinks: false,
      servedHours: null,
    });
  });

  it("defaults the position to 0 and accepts a German name alone", async () => {
    const res = await ctx.api.json("POST", "/api/categories", { name_de: "Nur Deutsch" });
    expect(res.status).toBe(201);
    const created = (await res.json()) as CategoryWire;
    expect(created.position).toBe(0);
    expect(created.name).toBe("Nur Deutsch");
    expect(created.nameI18n).toEqual({ en: "", de: "Nur Deutsch" });
  });

  it("requires at least one name", async () => {
    const before = await (await ctx.api.get("/api/categories")).json();
    for (const body of [{}, { name_en: "   ", name_de: "" }, { position: 1 }]) {
      const res = await ctx.api.json("POST", "/api/categories", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: "Please enter at least English or German name.",
        code: "categoryNameRequired",
      });
    }
    expect(await (await ctx.api.get("/api/categories")).json()).toEqual(before);
  });

  it("rejects a position that is not a whole number", async () => {
    const res = await ctx.api.json("POST", "/api/categories", { name_en: "X", position: "abc" });
    expect(res.status).toBe(400);
  });

  it("lists by position, then by creation", async () => {
    const list = (await (await ctx.api.get("/api/categories")).json()) as CategoryWire[];
    const positions = list.map((c) => c.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(list.map((c) => c.name)).toEqual(["Nur Deutsch", "Starters"]);
  });

  it("updates with 200 and the updated object; unknown ids are 404", async () => {
    const created = (await (
      await ctx.api.json("POST", "/api/categories", { name_en: "Soups" })
    ).json()) as CategoryWire;
    const res = await ctx.api.json("PUT", `/api/categories/${created._id}`, {
      name_en: "Soups",
      name_de: "Suppen",
      position: 7,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      _id: created._id,
      name: "Soups",
      nameI18n: { en: "Soups", de: "Suppen" },
      position: 7,
      isDrinks: false,
      servedHours: null,
    });
    const missing = await ctx.api.json("PUT", "/api/categories/does-not-exist", { name_en: "A" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Category not found", code: "categoryNotFound" });
    const invalid = await ctx.api.json("PUT", `/api/categories/${created._id}`, { name_en: "" });
    expect(invalid.status).toBe(400);
  });

  it("deleting a category deletes its dishes and their image files", async () => {
    const category = (await (
      await ctx.api.json("POST", "/api/categories", { name_en: "Temporary" })
    ).json()) as CategoryWire;
    const form = formOf(
      { categoryId: category._id, title_en: "Doomed", priceCents: "990" },
      { image: [blob(await jpegWithGps(), "image/jpeg"), "photo.jpg"] },
    );
    const dish = (await (await ctx.api.form("POST", "/api/dishes", form)).json()) as {
      _id: string;
      imageVariants: { url: string }[];
    };
    expect(dish.imageVariants.length).toBeGreaterThan(0);
    for (const v of dish.imageVariants) expect((await ctx.server.fetch(v.url)).status).toBe(200);

    expect((await ctx.api.del(`/api/categories/${category._id}`)).status).toBe(204);
    const dishes = (await (await ctx.api.get("/api/dishes")).json()) as { _id: string }[];
    expect(dishes.find((d) => d._id === dish._id)).toBeUndefined();
    for (const v of dish.imageVariants) expect((await ctx.server.fetch(v.url)).status).toBe(404);
    expect((await ctx.api.del(`/api/categories/${category._id}`)).status).toBe(404);
  });

  it("rejects a body that is not JSON", async () => {
    const res = await ctx.server.fetch("/api/categories", {
      method: "POST",
      headers: { authorization: `Bearer ${ctx.api.token}`, "content-type": "application/json" },
      body: "{oops",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Request body must be valid JSON.",
      code: "invalidJson",
    });
  });
});
