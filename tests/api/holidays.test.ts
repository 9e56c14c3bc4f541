import { describe, expect, it } from "vitest";
import { useAdminApp } from "../support/api.ts";

const ctx = useAdminApp();

type Holiday = { date: string; nameI18n: { de: string; en: string } };
const holidays = async (year: string) =>
  (await (await ctx.api.get(`/api/holidays?year=${year}`)).json()) as Holiday[];

describe("GET /api/holidays", () => {
  it("gives NRW's public holidays of two years, with Easter's moving dates", async () => {
    const in2026 = await holidays("2026");
    const in2025 = await holidays("2025");
    // Easter Sunday: 5 April 2026, 20 April 2025.
    expect(in2026.find((h) => h.nameI18n.de === "Karfreitag")?.date).toBe("2026-04-03");
    expect(in2025.find((h) => h.nameI18n.de === "Karfreitag")?.date).toBe("2025-04-18");
    expect(in2025.find((h) => h.nameI18n.de === "Pfingstmontag")?.date).toBe("2025-06-09");
    expect(in2025.find((h) => h.nameI18n.en === "Corpus Christi")).toEqual({
      date: "2025-06-19",
      nameI18n: { de: "Fronleichnam", en: "Corpus Christi" },
    });
    expect(in2025.find((h) => h.nameI18n.de === "Allerheiligen")?.date).toBe("2025-11-01");
    for (const list of [in2025, in2026]) {
      expect(list).toHaveLength(11);
      expect(list.map((h) => h.nameI18n.de)).not.toContain("Reformationstag");
    }
  });

  it("refuses a missing or bad year with 400", async () => {
    for (const query of ["", "?year=", "?year=26", "?year=1999", "?year=2026.5", "?year=abcd"]) {
      const res = await ctx.api.get(`/api/holidays${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({
        error: "The year must be a whole number from 2000 to 2100.",
      });
    }
  });

  it("needs a signed-in admin", async () => {
    expect((await ctx.server.fetch("/api/holidays?year=2026")).status).toBe(401);
  });
});
