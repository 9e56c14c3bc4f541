import { describe, expect, it } from "vitest";
import { useAdminApp } from "../support/api.ts";

const ctx = useAdminApp();

const publicHours = async () => (await ctx.server.fetch("/api/public/opening-hours")).json();

describe("opening hours", () => {
  it("creates a weekday with 201 and replaces it with 200", async () => {
    const tuesday = {
      weekday: 2,
      isClosed: false,
      intervals: [
        { open: "11:30", close: "14:30" },
        { open: "17:30", close: "22:00" },
      ],
    };
    const created = await ctx.api.json("POST", "/api/opening-hours", tuesday);
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual(tuesday);
    const replaced = await ctx.api.json("POST", "/api/opening-hours", {
      ...tuesday,
      intervals: [{ open: "12:00", close: "22:00" }],
    });
    expect(replaced.status).toBe(200);
    expect(await publicHours()).toEqual([
      { weekday: 2, isClosed: false, intervals: [{ open: "12:00", close: "22:00" }] },
    ]);
  });

  it("accepts an interval past midnight and a closed day with no intervals", async () => {
    expect(
      (
        await ctx.api.json("POST", "/api/opening-hours", {
          weekday: 6,
          isClosed: false,
          intervals: [{ open: "17:00", close: "01:00" }],
        })
      ).status,
    ).toBe(201);
    const closed = await ctx.api.json("POST", "/api/opening-hours", {
      weekday: 1,
      isClosed: true,
      intervals: [{ open: "11:00", close: "22:00" }],
    });
    expect(await closed.json()).toEqual({ weekday: 1, isClosed: true, intervals: [] });
    const list = (await (await ctx.api.get("/api/opening-hours")).json()) as { weekday: number }[];
    expect(list.map((d) => d.weekday)).toEqual([1, 2, 6]);
  });

  it("rejects bad weekdays, times and shapes with 400 and changes nothing", async () => {
    const before = await publicHours();
    const bad = [
      { weekday: 7, isClosed: false, intervals: [{ open: "11:00", close: "22:00" }] },
      { weekday: -1, isClosed: true, intervals: [] },
      { weekday: "2", isClosed: false, intervals: [{ open: "11:00", close: "22:00" }] },
      { weekday: 3, isClosed: "no", intervals: [] },
      { weekday: 3, isClosed: false, intervals: [{ open: "24:00", close: "22:00" }] },
      { weekday: 3, isClosed: false, intervals: [{ open: "9:00", close: "22:00" }] },
      { weekday: 3, isClosed: false, intervals: [{ open: "11:00" }] },
      { weekday: 3, isClosed: false, intervals: [] },
      { weekday: 3, isClosed: false, intervals: "11-22" },
    ];
    for (const body of bad) {
      const res = await ctx.api.json("POST", "/api/opening-hours", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ error: expect.any(String) });
    }
    expect(await publicHours()).toEqual(before);
  });

  it("clears a weekday with 204; a weekday outside 0-6 is 400", async () => {
    expect((await ctx.api.del("/api/opening-hours/6")).status).toBe(204);
    expect(((await publicHours()) as { weekday: number }[]).map((d) => d.weekday)).toEqual([1, 2]);
    expect((await ctx.api.del("/api/opening-hours/9")).status).toBe(400);
    expect((await ctx.api.del("/api/opening-hours/abc")).status).toBe(400);
  });
});
