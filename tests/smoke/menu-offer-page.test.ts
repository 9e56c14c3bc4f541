import { describe, expect, it } from "vitest";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { formOf, useAdminServer } from "../support/api.ts";

// The menu page as the server renders it from what staff entered; the API's side of the same is
// tests/api/menu-offer.test.ts.
const ctx = useAdminServer();

const shiftDay = (iso: string, days: number) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

describe("the menu page", () => {
  it("marks a dish sold out today, leaves out dishes outside their dates and notes allergens not yet declared", async () => {
    const category = (await (
      await ctx.api.json("POST", "/api/categories", {
        name_en: "Drinks",
        name_de: "Getränke",
        isDrinks: true,
      })
    ).json()) as { _id: string };
    const create = async (fields: Record<string, string>) => {
      const res = await ctx.api.form(
        "POST",
        "/api/dishes",
        formOf({ categoryId: category._id, priceCents: "300", ...fields }),
      );
      expect(res.status).toBe(201);
      return (await res.json()) as { _id: string };
    };
    const today = todayIso();
    const soldOut = await create({ title_de: "Mango Lassi", allergens: "G" });
    expect(
      (await ctx.api.json("PUT", `/api/dishes/${soldOut._id}/sold-out`, { soldOut: true })).status,
    ).toBe(200);
    await create({
      title_de: "Künftiger Lassi",
      allergens: "G",
      availableFrom: shiftDay(today, 1),
    });
    await create({
      title_de: "Vergangener Lassi",
      allergens: "G",
      availableUntil: shiftDay(today, -1),
    });
    await create({ title_de: "Heutiger Lassi", availableFrom: today, availableUntil: today });

    const html = await (await ctx.server.fetch("/menu?lang=de")).text();
    expect(html).toContain("Mango Lassi");
    expect(html).toContain("Heute ausverkauft");
    expect(html).toContain("Heutiger Lassi");
    expect(html).not.toContain("Künftiger Lassi");
    expect(html).not.toContain("Vergangener Lassi");
    // „Heutiger Lassi“ has no allergens declared.
    expect(html).toContain("Informationen zu Allergenen erhalten Sie bei unserem Personal.");
  });
});
