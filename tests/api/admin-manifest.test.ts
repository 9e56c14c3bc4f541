import { describe, expect, it } from "vitest";
import type { RestaurantProfile } from "@shared/contract/restaurant-profile.ts";
import { useAdminApp } from "../support/api.ts";

const ctx = useAdminApp();

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: { src: string }[];
}

const manifestAt = async (path: string) => {
  const res = await ctx.server.fetch(path);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
  return (await res.json()) as Manifest;
};

describe("the admin's web app manifest", () => {
  it("opens Today in a window of its own, within /admin, named from the restaurant profile", async () => {
    const profile = (await (
      await ctx.api.get("/api/restaurant-profile")
    ).json()) as RestaurantProfile;
    const admin = await manifestAt("/admin.webmanifest");
    expect(admin).toMatchObject({
      id: "/admin",
      short_name: profile.identity.name,
      start_url: "/admin#today",
      scope: "/admin",
      display: "standalone",
    });
    expect(admin.name).toContain(profile.identity.name);
    // The same icons as the site's: the logo's once there is one.
    const site = await manifestAt("/manifest.webmanifest");
    expect(admin.icons).toEqual(site.icons);
    // The public site's shortcut stays what it was: the whole site, in the browser.
    expect(site).toMatchObject({ scope: "/", start_url: "/", display: "browser" });
  });
});
