import { beforeEach, describe, expect, it } from "vitest";
import { MENU_CATEGORIES_MAX, MENU_DISHES_MAX } from "@shared/contract/menu-size.ts";
import { MENU_COLUMNS } from "@shared/contract/menu-transfer.ts";
import { formOf, useAdminApp } from "../support/api.ts";
import { importCsv } from "../support/menu-transfer.ts";

const ctx = useAdminApp();

const header = MENU_COLUMNS.map((c) => c.header).join(";");
const count = async (path: string) =>
  ((await (await ctx.api.get(path)).json()) as unknown[]).length;
const historyCount = async () => (await ctx.server.services.repos.history.list(10_000)).length;

beforeEach(async () => {
  for (const { _id } of (await (await ctx.api.get("/api/categories")).json()) as { _id: string }[])
    await ctx.api.del(`/api/categories/${_id}`);
});

describe("the menu's size", () => {
  it("takes no dish past 500, and says so at the form", { timeout: 60_000 }, async () => {
    const rows = Array.from(
      { length: MENU_DISHES_MAX },
      (_, i) => `;Hauptgerichte;Main courses;Gericht ${i};Dish ${i};;;9,90`,
    );
    expect((await importCsv(ctx.api, [header, ...rows].join("\r\n"))).body).toMatchObject({
      created: MENU_DISHES_MAX,
      errors: [],
    });
    const [category] = (await (await ctx.api.get("/api/categories")).json()) as { _id: string }[];
    const entries = await historyCount();

    const res = await ctx.api.form(
      "POST",
      "/api/dishes",
      formOf({ categoryId: category!._id, title_de: "Noch eins", priceCents: "990" }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "The menu has at most 500 dishes. Delete dishes before adding more.",
      code: "menuDishLimit",
      params: { max: "500" },
    });
    expect(await count("/api/dishes")).toBe(MENU_DISHES_MAX);
    expect(await historyCount()).toBe(entries);
  });

  it("takes no category past 50", async () => {
    // A row naming only a category makes sure it exists.
    const rows = Array.from({ length: MENU_CATEGORIES_MAX }, (_, i) => `;Karte ${i};Menu ${i}`);
    expect((await importCsv(ctx.api, [header, ...rows].join("\r\n"))).body).toMatchObject({
      categoriesCreated: MENU_CATEGORIES_MAX,
      errors: [],
    });
    const entries = await historyCount();

    const res = await ctx.api.json("POST", "/api/categories", { name_de: "Noch eine" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "menuCategoryLimit", params: { max: "50" } });
    expect(await count("/api/categories")).toBe(MENU_CATEGORIES_MAX);
    expect(await historyCount()).toBe(entries);
  });
});
