import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { apiErrorText } from "@shared/contract/api-errors.ts";
import type { VisitsReport } from "@shared/contract/visits.ts";
import { demoRestaurantProfile } from "../../demo/restaurant-profile.ts";
import { useAdminApp } from "../support/api.ts";
import { member } from "../support/team.ts";

const ctx = useAdminApp();
const providers = demoRestaurantProfile.providers;
beforeAll(async () => {
  // The restaurant's provider links, as its owner sets them in the profile.
  const saved = await ctx.api.json("PUT", "/api/restaurant-profile/providers", providers);
  expect(saved.status).toBe(200);
});
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const report = async (days = "7") => {
  const res = await ctx.api.get(`/api/visits?days=${days}`);
  expect(res.status).toBe(200);
  return (await res.json()) as VisitsReport;
};
const countOf = (list: VisitsReport["outbound"], key: string) =>
  list.find((entry) => entry.key === key)?.count ?? 0;

describe("outbound links", () => {
  it("redirect to the provider and count the click once; a crawler, a prefetch and HEAD count nothing", async () => {
    const before = countOf((await report()).outbound, "reservation");
    const click = await ctx.server.fetch("/go/reservation", { headers: { "user-agent": PHONE } });
    expect(click.status).toBe(302);
    expect(click.headers.get("location")).toBe(providers.reservation);
    expect(click.headers.get("cache-control")).toBe("no-store");
    await ctx.server.fetch("/go/reservation", { headers: { "user-agent": CRAWLER } });
    await ctx.server.fetch("/go/reservation", {
      headers: { "user-agent": PHONE, "sec-purpose": "prefetch" },
    });
    await ctx.server.fetch("/go/reservation", { method: "HEAD", headers: { "user-agent": PHONE } });
    expect(countOf((await report()).outbound, "reservation")).toBe(before + 1);
  });

  it("lead each to its own provider page", async () => {
    for (const link of ["pickup", "voucher"] as const) {
      const res = await ctx.server.fetch(`/go/${link}`, { headers: { "user-agent": PHONE } });
      expect(res.headers.get("location")).toBe(providers[link]);
    }
    const { outbound } = await report();
    expect(outbound.map((entry) => entry.key).sort()).toEqual(["pickup", "reservation", "voucher"]);
  });
});

describe("the menu PDF", () => {
  it("counts each download, also one answered from the cache", async () => {
    const before = countOf((await report()).downloads, "menu");
    for (let i = 0; i < 2; i++)
      expect(
        (await ctx.server.fetch("/menu.pdf", { headers: { "user-agent": PHONE } })).status,
      ).toBe(200);
    await ctx.server.fetch("/menu.pdf", { headers: { "user-agent": CRAWLER } });
    expect(countOf((await report()).downloads, "menu")).toBe(before + 2);
  }, 60_000);
});

describe("the report", () => {
  it("has one entry per day of the period, today last, and the period before", async () => {
    for (const days of ["7", "30", "365"]) {
      const { series, days: length, counting } = await report(days);
      expect(counting).toBe(true);
      expect(length).toBe(Number(days));
      expect(series).toHaveLength(Number(days));
      expect(series.map((d) => d.day)).toEqual([...series.map((d) => d.day)].sort());
    }
  });

  it("refuses another period at the field, with the error's code", async () => {
    const res = await ctx.api.get("/api/visits?days=8");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "visitsDaysInvalid",
      error: apiErrorText("visitsDaysInvalid"),
    });
  });

  it("is for owners and managers, not staff nor the public", async () => {
    const manager = await member(ctx.server, ctx.api, "manager");
    const staff = await member(ctx.server, ctx.api, "staff");
    expect((await manager.get("/api/visits")).status).toBe(200);
    expect((await staff.get("/api/visits")).status).toBe(403);
    expect((await ctx.server.fetch("/api/visits")).status).toBe(401);
  }, 30_000);

  it("keeps no visitor's address or user agent in the data folder", async () => {
    await ctx.server.fetch("/go/pickup", {
      headers: { "user-agent": PHONE, "x-forwarded-for": "203.0.113.77" },
    });
    await report();
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? files(full) : [full];
      });
    for (const file of files(ctx.server.dataDir)) {
      const bytes = readFileSync(file);
      expect(bytes.includes("Pixel 8"), file).toBe(false);
      expect(bytes.includes("203.0.113.77"), file).toBe(false);
    }
  });
});
