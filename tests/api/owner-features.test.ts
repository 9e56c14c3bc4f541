import { beforeAll, describe, expect, it } from "vitest";
import type { HistoryEntryWire } from "@shared/contract/history-wire.ts";
import type { SpecialDayWire } from "@shared/contract/special-day-wire.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { formOf, useAdminApp } from "../support/api.ts";

const ctx = useAdminApp();

const shiftDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe("special days", () => {
  const today = todayIso();

  it("creates a single closed day with 201; to defaults to from", async () => {
    const res = await ctx.api.json("POST", "/api/special-days", {
      from: shiftDays(today, 5),
      isClosed: true,
      intervals: [],
      note_de: "Betriebsferien",
      note_en: "Staff holiday",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      _id: expect.any(String),
      from: shiftDays(today, 5),
      to: shiftDays(today, 5),
      isClosed: true,
      intervals: [],
      note: "Staff holiday",
      noteI18n: { en: "Staff holiday", de: "Betriebsferien" },
      announce: true,
    });
  });

  it("rejects bad dates, a range ending before it starts, and an open day without hours", async () => {
    const before = await (await ctx.api.get("/api/special-days")).json();
    for (const body of [
      { from: "2026-02-30", isClosed: true },
      { from: "24.12.2026", isClosed: true },
      { from: "2026-12-24", to: "2026-12-23", isClosed: true },
      { from: "2026-12-24", isClosed: false, intervals: [] },
      { from: "2026-12-24", isClosed: false, intervals: [{ open: "25:00", close: "26:00" }] },
      { from: "2026-12-24" },
      { to: "2026-12-24", isClosed: true },
    ]) {
      const res = await ctx.api.json("POST", "/api/special-days", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ error: expect.any(String) });
    }
    expect(await (await ctx.api.get("/api/special-days")).json()).toEqual(before);
  });

  it("the public list holds current and upcoming days ascending, localised, without past ones", async () => {
    await ctx.api.json("POST", "/api/special-days", {
      from: shiftDays(today, -10),
      to: shiftDays(today, -3),
      isClosed: true,
      note_en: "Past",
    });
    await ctx.api.json("POST", "/api/special-days", {
      from: shiftDays(today, -1),
      to: shiftDays(today, 1),
      isClosed: false,
      intervals: [{ open: "17:00", close: "23:00" }],
      note_en: "Festival",
      note_de: "",
    });
    await ctx.api.json("POST", "/api/special-days", {
      from: shiftDays(today, 2),
      isClosed: false,
      intervals: [{ open: "18:00", close: "02:00" }],
      note_de: "Sylvester",
    });

    const de = (await (
      await ctx.server.fetch("/api/public/special-days?lang=de")
    ).json()) as SpecialDayWire[];
    expect(de.map((d) => d.from)).toEqual([
      shiftDays(today, -1),
      shiftDays(today, 2),
      shiftDays(today, 5),
    ]);
    expect(de.map((d) => d.note)).toEqual(["Festival", "Sylvester", "Betriebsferien"]);
    const en = (await (
      await ctx.server.fetch("/api/public/special-days?lang=en")
    ).json()) as SpecialDayWire[];
    expect(en.map((d) => d.note)).toEqual(["Festival", "Sylvester", "Staff holiday"]);

    const admin = (await (await ctx.api.get("/api/special-days")).json()) as SpecialDayWire[];
    expect(admin.map((d) => d.note)).toContain("Past");
  });

  it("deletes with 204; an unknown id is 404", async () => {
    const [first] = (await (await ctx.api.get("/api/special-days")).json()) as SpecialDayWire[];
    expect((await ctx.api.del(`/api/special-days/${first?._id}`)).status).toBe(204);
    expect((await ctx.api.del(`/api/special-days/${first?._id}`)).status).toBe(404);
  });

  it("keeps a deleted day in the history in the form it has always had, and an undo brings it back as it was", async () => {
    const created = (await (
      await ctx.api.json("POST", "/api/special-days", {
        from: "2031-12-31",
        isClosed: false,
        intervals: [{ open: "18:00", close: "02:00" }],
        note_en: "New Year's Eve",
        announce: false,
      })
    ).json()) as SpecialDayWire;
    expect((await ctx.api.del(`/api/special-days/${created._id}`)).status).toBe(204);
    const [entry] = (await (
      await ctx.api.get("/api/history?limit=1")
    ).json()) as HistoryEntryWire[];
    expect(entry).toMatchObject({ action: "delete", entity: "special-day", undoable: true });
    expect(entry?.before).toEqual({
      id: created._id,
      from: "2031-12-31",
      to: "2031-12-31",
      isClosed: false,
      intervals: [{ open: "18:00", close: "02:00" }],
      note_en: "New Year's Eve",
      note_de: "",
      announce: false,
    });
    expect(Object.keys(entry?.before as object)).toEqual([
      "id",
      "from",
      "to",
      "isClosed",
      "intervals",
      "note_en",
      "note_de",
      "announce",
    ]);
    expect((await ctx.api.json("POST", `/api/history/${entry?._id}/undo`, {})).status).toBe(204);
    const listed = (await (await ctx.api.get("/api/special-days")).json()) as SpecialDayWire[];
    expect(listed.find((d) => d._id === created._id)).toEqual(created);
  });

  it("needs a token", async () => {
    expect((await ctx.server.fetch("/api/special-days")).status).toBe(401);
    expect(
      (await ctx.server.fetch("/api/special-days", { method: "POST", body: "{}" })).status,
    ).toBe(401);
  });
});

describe("allergens and additives", () => {
  let categoryId: string;
  beforeAll(async () => {
    categoryId = (
      (await (
        await ctx.api.json("POST", "/api/categories", { name_en: "Allergen test" })
      ).json()) as { _id: string }
    )._id;
  });

  it("stores comma-separated codes, normalised to legend order", async () => {
    const res = await ctx.api.form(
      "POST",
      "/api/dishes",
      formOf({
        categoryId,
        title_en: "Naan",
        priceCents: "350",
        allergens: "g, a,G",
        additives: "11,2",
      }),
    );
    expect(res.status).toBe(201);
    const dish = (await res.json()) as { _id: string; allergens: string[]; additives: number[] };
    expect(dish.allergens).toEqual(["A", "G"]);
    expect(dish.additives).toEqual([2, 11]);

    const updated = (await (
      await ctx.api.form(
        "PUT",
        `/api/dishes/${dish._id}`,
        formOf({ allergens: "", additives: "4" }),
      )
    ).json()) as typeof dish;
    expect(updated.allergens).toEqual([]);
    expect(updated.additives).toEqual([4]);
    const untouched = (await (
      await ctx.api.form("PUT", `/api/dishes/${dish._id}`, formOf({ priceCents: "360" }))
    ).json()) as typeof dish;
    expect(untouched.additives).toEqual([4]);
  });

  it("an unknown code is 400 and changes nothing", async () => {
    const before = await (await ctx.api.get("/api/dishes")).json();
    const cases: Record<string, string>[] = [
      { allergens: "A,Z" },
      { allergens: "I" },
      { additives: "13" },
      { additives: "1,x" },
      { additives: "0" },
    ];
    for (const fields of cases) {
      const res = await ctx.api.form(
        "POST",
        "/api/dishes",
        formOf({ categoryId, title_en: "X", priceCents: "100", ...fields }),
      );
      expect(res.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await (await ctx.api.get("/api/dishes")).json()).toEqual(before);
  });

  it("the public menu carries the codes", async () => {
    const menu = (await (await ctx.server.fetch("/api/public/menu?lang=de")).json()) as {
      dishes: { allergens: string[]; additives: number[] }[];
    }[];
    expect(menu.flatMap((c) => c.dishes).some((d) => d.additives.includes(4))).toBe(true);
  });
});

describe("sort order", () => {
  const ids = async (path: string) =>
    ((await (await ctx.api.get(path)).json()) as { _id: string }[]).map((x) => x._id);

  it("reorders every category in one call", async () => {
    const before = await ids("/api/categories");
    const reversed = [...before].reverse();
    const res = await ctx.api.json("PUT", "/api/categories/order", { ids: reversed });
    expect([200, 204]).toContain(res.status);
    expect(await ids("/api/categories")).toEqual(reversed);
    const publicOrder = (
      (await (await ctx.server.fetch("/api/public/menu")).json()) as { _id: string }[]
    ).map((c) => c._id);
    expect(publicOrder).toEqual(reversed);
  });

  it("refuses an unknown, missing or repeated id and changes nothing", async () => {
    const before = await ids("/api/categories");
    for (const body of [
      { ids: [...before, "unknown"] },
      { ids: before.slice(1) },
      { ids: [...before.slice(1), before[1]] },
      { ids: "nope" },
      {},
    ]) {
      const res = await ctx.api.json("PUT", "/api/categories/order", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await ids("/api/categories")).toEqual(before);
  });

  it("reorders one category's dishes; other categories' dishes are refused", async () => {
    const categoryId = (
      (await (await ctx.api.json("POST", "/api/categories", { name_en: "Order me" })).json()) as {
        _id: string;
      }
    )._id;
    for (const title of ["One", "Two", "Three"])
      await ctx.api.form(
        "POST",
        "/api/dishes",
        formOf({ categoryId, title_en: title, priceCents: "100" }),
      );
    const before = await ids(`/api/dishes?categoryId=${categoryId}`);
    const order = [before[2], before[0], before[1]] as string[];
    const res = await ctx.api.json("PUT", "/api/dishes/order", { categoryId, ids: order });
    expect([200, 204]).toContain(res.status);
    expect(await ids(`/api/dishes?categoryId=${categoryId}`)).toEqual(order);

    const foreign = (await ids("/api/dishes")).find((id) => !before.includes(id)) as string;
    for (const body of [
      { categoryId, ids: [...order.slice(1), foreign] },
      { categoryId, ids: order.slice(1) },
      { categoryId: "nope", ids: order },
      { ids: order },
    ]) {
      expect(
        (await ctx.api.json("PUT", "/api/dishes/order", body)).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(await ids(`/api/dishes?categoryId=${categoryId}`)).toEqual(order);
  });

  it("needs a token", async () => {
    expect(
      (await ctx.server.fetch("/api/categories/order", { method: "PUT", body: "{}" })).status,
    ).toBe(401);
    expect(
      (await ctx.server.fetch("/api/dishes/order", { method: "PUT", body: "{}" })).status,
    ).toBe(401);
  });
});

describe("special days for the open-now badge", () => {
  it("the load context can ask from yesterday on, for last night's interval past midnight", async () => {
    const today = todayIso();
    const yesterday = shiftDays(today, -1);
    await ctx.api.json("POST", "/api/special-days", {
      from: yesterday,
      isClosed: false,
      intervals: [{ open: "18:00", close: "02:00" }],
      note_en: "Late night",
    });
    const publicList = (await (
      await ctx.server.fetch("/api/public/special-days?lang=en")
    ).json()) as SpecialDayWire[];
    expect(publicList.map((d) => d.note)).not.toContain("Late night");
  });
});
