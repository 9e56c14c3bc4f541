import { describe, expect, it } from "vitest";
import type { DemoContentStatus } from "@shared/contract/demo-content.ts";
import type { RestaurantPictures } from "@shared/contract/restaurant-pictures.ts";
import { seedDemoContent } from "../../demo/seed.ts";
import { blob, formOf, pngImage, useAdminApp } from "../support/api.ts";

/** The demo's pictures are pictures like any other: seeded through the service, removed with the demo. */
const ctx = useAdminApp();
const pictures = async () =>
  (await (await ctx.api.get("/api/restaurant-pictures")).json()) as RestaurantPictures;
const status = async () =>
  (await (await ctx.api.get("/api/demo-content")).json()) as DemoContentStatus;

describe("the demo's pictures", () => {
  it("are seeded into their places, and removing the demo takes back those staff kept", async () => {
    expect(await seedDemoContent(ctx.server.services)).toBe(true);
    const seeded = await pictures();
    for (const slot of ["logo", "hero", "about-1", "about-2", "about-3"] as const) {
      expect(seeded[slot], slot).not.toBeNull();
      expect((await ctx.server.fetch(seeded[slot]!.url)).status, slot).toBe(200);
    }
    expect(seeded.logo?.icons).not.toBeNull();
    expect(seeded.hero?.video?.type).toBe("video/mp4");
    // The story page showed no photo before: it shows none now.
    expect(seeded.story).toBeNull();
    expect((await status()).pictures).toEqual(["logo", "hero", "about-1", "about-2", "about-3"]);

    // The owner gives the second about photo one of their own.
    const own = formOf(
      { altDe: "Unser Gastraum", altEn: "Our dining room" },
      { image: [blob(await pngImage(800, 1000)), "room.png"] },
    );
    expect((await ctx.api.form("PUT", "/api/restaurant-pictures/about-2", own)).status).toBe(200);
    expect((await status()).pictures).toEqual(["logo", "hero", "about-1", "about-3"]);

    expect((await ctx.api.del("/api/demo-content")).status).toBe(204);
    const after = await pictures();
    expect(after["about-2"]?.alt).toEqual({ de: "Unser Gastraum", en: "Our dining room" });
    for (const slot of ["logo", "hero", "about-1", "about-3"] as const)
      expect(after[slot], slot).toBeNull();
    expect((await ctx.server.fetch(seeded.logo!.url)).status).toBe(404);
    expect(await status()).toEqual({ present: false, categories: 0, menuImages: 0, pictures: [] });
  }, 120_000);
});
