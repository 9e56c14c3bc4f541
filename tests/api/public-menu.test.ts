import { describe, expect, it } from "vitest";
import type { PublicMenuCategoryWire } from "@shared/contract/public-menu.ts";
import { formOf, useAdminApp } from "../support/api.ts";

const ctx = useAdminApp();

const menu = async (lang?: string) =>
  (await (
    await ctx.server.fetch(`/api/public/menu${lang ? `?lang=${lang}` : ""}`)
  ).json()) as PublicMenuCategoryWire[];

describe("public menu", () => {
  it("localises with fallback, includes empty categories and the I18n objects", async () => {
    const curries = (await (
      await ctx.api.json("POST", "/api/categories", {
        name_en: "Curries",
        name_de: "Currys",
        position: 2,
      })
    ).json()) as { _id: string };
    await ctx.api.json("POST", "/api/categories", { name_en: "Drinks", position: 1 });
    await ctx.api.json("POST", "/api/categories", { name_de: "Nachspeisen", position: 3 });
    await ctx.api.form(
      "POST",
      "/api/dishes",
      formOf({
        categoryId: curries._id,
        title_en: "Chicken Curry",
        title_de: "Hähnchen-Curry",
        description_en: "Mild",
        priceCents: "1290",
      }),
    );

    const de = await menu("de");
    expect(de.map((c) => c.name)).toEqual(["Drinks", "Currys", "Nachspeisen"]);
    expect(de[0]?.dishes).toEqual([]);
    expect(de[1]?.dishes[0]).toMatchObject({
      title: "Hähnchen-Curry",
      description: "Mild",
      titleI18n: { en: "Chicken Curry", de: "Hähnchen-Curry" },
    });

    const en = await menu("en");
    expect(en.map((c) => c.name)).toEqual(["Drinks", "Curries", "Nachspeisen"]);
    expect(en[1]?.dishes[0]?.title).toBe("Chicken Curry");
    expect(en[2]?.nameI18n).toEqual({ en: "", de: "Nachspeisen" });
  });

  it("defaults to German and rejects an unknown language", async () => {
    expect((await menu()).map((c) => c.name)).toEqual((await menu("de")).map((c) => c.name));
    const res = await ctx.server.fetch("/api/public/menu?lang=xx");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String) });
  });

  it("shows an admin change on the very next request", async () => {
    const before = await menu("en");
    const first = before[0] as PublicMenuCategoryWire;
    await ctx.api.json("PUT", `/api/categories/${first._id}`, {
      name_en: "Beverages",
      position: 1,
    });
    expect((await menu("en"))[0]?.name).toBe("Beverages");
  });
});
