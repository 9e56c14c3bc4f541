import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formOf, useAdminApp } from "../support/api.ts";

const ctx = useAdminApp();

const LUNCH = { weekdays: [5, 1, 2, 3, 4], open: "11:30", close: "14:30" };

/** The PDF's text as poppler's pdftotext reads it. */
async function pdfText(res: Response): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "served-hours-")), "menu.pdf");
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

describe("a category served at its hours", () => {
  let lunchId = "";

  it("takes servedHours, returns them with the weekdays in order, keeps them when absent and drops them on null", async () => {
    const created = await ctx.api.json("POST", "/api/categories", {
      name_en: "Lunch menu",
      name_de: "Mittagstisch",
      servedHours: LUNCH,
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { _id: string; servedHours: unknown };
    lunchId = body._id;
    expect(body.servedHours).toEqual({ weekdays: [1, 2, 3, 4, 5], open: "11:30", close: "14:30" });

    const renamed = await ctx.api.json("PUT", `/api/categories/${lunchId}`, {
      name_en: "Lunch",
      name_de: "Mittagstisch",
    });
    expect(((await renamed.json()) as { servedHours: unknown }).servedHours).toEqual({
      weekdays: [1, 2, 3, 4, 5],
      open: "11:30",
      close: "14:30",
    });

    const plain = await ctx.api.json("POST", "/api/categories", { name_de: "Vorspeisen" });
    const plainBody = (await plain.json()) as { _id: string; servedHours: unknown };
    expect(plainBody.servedHours).toBeNull();
    const cleared = await ctx.api.json("PUT", `/api/categories/${plainBody._id}`, {
      name_de: "Vorspeisen",
      servedHours: null,
    });
    expect(((await cleared.json()) as { servedHours: unknown }).servedHours).toBeNull();
  });

  it("refuses bad serving hours with a readable 400 and changes nothing", async () => {
    const before = await (await ctx.api.get("/api/categories")).json();
    const cases: [unknown, string][] = [
      ["Mo–Fr", "servedHours must be null or { weekdays, open, close }."],
      [
        { ...LUNCH, weekdays: [] },
        "Serving hours need at least one weekday, each a number from 0 (Sunday) to 6 (Saturday), each once.",
      ],
      [
        { ...LUNCH, weekdays: [1, 7] },
        "Serving hours need at least one weekday, each a number from 0 (Sunday) to 6 (Saturday), each once.",
      ],
      [
        { ...LUNCH, weekdays: [1, 1] },
        "Serving hours need at least one weekday, each a number from 0 (Sunday) to 6 (Saturday), each once.",
      ],
      [
        { ...LUNCH, weekdays: "1-5" },
        "Serving hours need at least one weekday, each a number from 0 (Sunday) to 6 (Saturday), each once.",
      ],
      [{ ...LUNCH, open: "11.30" }, "Times must have the format HH:MM (00:00 to 23:59)."],
      [{ ...LUNCH, open: "15:00" }, "Serving hours must end after they start."],
    ];
    for (const [servedHours, error] of cases) {
      const res = await ctx.api.json("POST", "/api/categories", {
        name_de: "Mittagstisch",
        servedHours,
      });
      expect(res.status, JSON.stringify(servedHours)).toBe(400);
      expect(await res.json()).toMatchObject({ error });
      const put = await ctx.api.json("PUT", `/api/categories/${lunchId}`, {
        name_de: "Mittagstisch",
        servedHours,
      });
      expect(put.status).toBe(400);
    }
    expect(await (await ctx.api.get("/api/categories")).json()).toEqual(before);
  });

  it("the public menu gives them, and the printed menu prints them beside the category's name", async () => {
    await ctx.api.form(
      "POST",
      "/api/dishes",
      formOf({
        categoryId: lunchId,
        title_en: "Dal of the day",
        title_de: "Tagesdal",
        priceCents: "890",
      }),
    );
    const menu = (await (await ctx.server.fetch("/api/public/menu?lang=en")).json()) as {
      _id: string;
      servedHours: unknown;
    }[];
    expect(menu.find((c) => c._id === lunchId)?.servedHours).toEqual({
      weekdays: [1, 2, 3, 4, 5],
      open: "11:30",
      close: "14:30",
    });

    const de = await pdfText(await ctx.server.fetch("/menu.pdf?lang=de"));
    expect(de).toMatch(/Mittagstisch\s+Mo–Fr 11:30–14:30/);
    const en = await pdfText(await ctx.server.fetch("/menu.pdf?lang=en"));
    expect(en).toMatch(/Lunch\s+Mon–Fri 11:30–14:30/);
  });
});
