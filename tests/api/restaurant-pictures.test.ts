import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { HistoryEntryWire } from "@shared/contract/history-wire.ts";
import {
  MAX_VIDEO_BYTES,
  type RestaurantPictures,
  type SitePicture,
} from "@shared/contract/restaurant-pictures.ts";
import { blob, formOf, pngImage, useAdminApp, type ApiClient } from "../support/api.ts";
import { member } from "../support/team.ts";

const ctx = useAdminApp();
let manager: ApiClient;
let staff: ApiClient;

const HERO_MP4 = fs.readFileSync(path.resolve("web/public/media/hero.mp4"));
const HERO_WEBM = fs.readFileSync(path.resolve("web/public/media/hero.webm"));
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>',
);
const alt = { altDe: "Das Logo des Hauses", altEn: "The restaurant's logo" };

const put = (
  client: ApiClient,
  slot: string,
  files: Record<string, [Buffer, string]> = {},
  fields: Record<string, string> = alt,
) =>
  client.form(
    "PUT",
    `/api/restaurant-pictures/${slot}`,
    formOf(
      fields,
      Object.fromEntries(Object.entries(files).map(([k, [data, name]]) => [k, [blob(data), name]])),
    ),
  );
const pictures = async (client: ApiClient = staff) =>
  (await (await client.get("/api/restaurant-pictures")).json()) as RestaurantPictures;
const storedFiles = () =>
  ["uploads", "pictures"].flatMap((dir) =>
    fs.existsSync(path.join(ctx.server.dataDir, dir))
      ? fs.readdirSync(path.join(ctx.server.dataDir, dir))
      : [],
  );
const latest = async () =>
  ((await (await manager.get("/api/history")).json()) as HistoryEntryWire[])[0]!;
const undo = (entry: HistoryEntryWire) =>
  manager.json("POST", `/api/history/${entry._id}/undo`, {});

beforeAll(async () => {
  manager = await member(ctx.server, ctx.api, "manager");
  staff = await member(ctx.server, ctx.api, "staff");
});

describe("restaurant pictures", () => {
  it("start as the built-in pictures: every place empty, the manifest with the built-in icons", async () => {
    const all = await pictures();
    expect(Object.values(all)).toEqual([null, null, null, null, null, null]);
    const manifest = (await (await ctx.server.fetch("/manifest.webmanifest")).json()) as {
      icons: { src: string }[];
    };
    expect(manifest.icons.map((i) => i.src)).toEqual([
      "/icon-192.png",
      "/icon-512.png",
      "/icon-maskable-512.png",
    ]);
  });

  it("staff read the pictures but cannot change them; nothing is stored", async () => {
    const files = storedFiles();
    const res = await put(staff, "logo", { image: [await pngImage(300, 300), "logo.png"] });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "forbiddenForRole" });
    expect((await staff.del("/api/restaurant-pictures/logo")).status).toBe(403);
    expect((await pictures()).logo).toBeNull();
    expect(storedFiles()).toEqual(files);
  });

  it("a manager's logo is re-encoded, and the favicon, app icons and manifest follow it", async () => {
    const res = await put(manager, "logo", { image: [await pngImage(600, 400), "logo.png"] });
    expect(res.status).toBe(200);
    const logo = (await res.json()) as SitePicture;
    expect(logo.url).toMatch(/^\/uploads\/[a-f0-9]{32}-\d+\.webp$/);
    expect(logo.alt).toEqual({ de: alt.altDe, en: alt.altEn });
    const icons = logo.icons!;
    for (const [src, size] of [
      [icons.favicon, 32],
      [icons.appleTouch, 180],
      [icons.any192, 192],
      [icons.any512, 512],
      [icons.maskable512, 512],
    ] as const) {
      const file = await ctx.server.fetch(src);
      expect(file.status, src).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/png");
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", size, size]);
    }
    const manifest = (await (await ctx.server.fetch("/manifest.webmanifest")).json()) as {
      icons: { src: string; purpose: string }[];
    };
    expect(manifest.icons.map((i) => i.src)).toEqual([
      icons.any192,
      icons.any512,
      icons.maskable512,
    ]);
    expect((await pictures()).logo).toEqual(logo);
  });

  it("refuses a disguised or oversized file at its field and stores nothing", async () => {
    const before = await pictures();
    const files = storedFiles();
    const png = await pngImage(320, 200);
    const cases: [Promise<Response>, number, string][] = [
      [put(manager, "logo", { image: [SVG, "logo.png"] }), 415, "logoFormat"],
      [put(manager, "about-1", { image: [SVG, "photo.png"] }), 415, "imageFormat"],
      [
        put(manager, "hero", { image: [png, "poster.png"], video: [png, "film.mp4"] }),
        415,
        "videoFormat",
      ],
      [
        put(manager, "hero", {
          image: [png, "poster.png"],
          video: [Buffer.concat([HERO_MP4, Buffer.alloc(MAX_VIDEO_BYTES)]), "film.mp4"],
        }),
        413,
        "videoTooLarge",
      ],
      [
        put(manager, "story", { image: [png, "story.png"], video: [HERO_MP4, "film.mp4"] }),
        400,
        "videoOnlyForHero",
      ],
      [
        put(manager, "story", { image: [png, "story.png"] }, { altDe: "Küche", altEn: "" }),
        400,
        "pictureAltRequired",
      ],
      [put(manager, "story", {}), 400, "pictureImageRequired"],
      [put(manager, "kitchen", { image: [png, "x.png"] }), 400, "pictureSlotUnknown"],
    ];
    for (const [res, status, code] of cases) {
      const answer = await res;
      expect([answer.status, ((await answer.json()) as { code: string }).code]).toEqual([
        status,
        code,
      ]);
    }
    expect(await pictures()).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });

  it("a hero is a film with its poster, checked by content, played in ranges; or a still alone", async () => {
    const poster = await pngImage(1280, 720);
    const res = await put(
      manager,
      "hero",
      { image: [poster, "poster.png"], video: [HERO_WEBM, "film.bin"] },
      { altDe: "Die Küche", altEn: "The kitchen" },
    );
    expect(res.status).toBe(200);
    const hero = (await res.json()) as SitePicture;
    expect(hero.video?.type).toBe("video/webm");
    const range = await ctx.server.fetch(hero.video!.url, { headers: { range: "bytes=0-99" } });
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(100);

    const mp4 = (await (
      await put(
        manager,
        "hero",
        { video: [HERO_MP4, "film.mp4"] },
        { altDe: "Die Küche", altEn: "The kitchen" },
      )
    ).json()) as SitePicture;
    expect([mp4.url, mp4.video?.type]).toEqual([hero.url, "video/mp4"]);

    const still = (await (
      await put(
        manager,
        "hero",
        {},
        { altDe: "Die Küche", altEn: "The kitchen", removeVideo: "true" },
      )
    ).json()) as SitePicture;
    expect([still.url, still.video]).toEqual([hero.url, null]);
  });

  it("each change is in the history, and undo puts back the picture before, or the built-in one", async () => {
    const first = (await (
      await put(
        manager,
        "about-1",
        { image: [await pngImage(800, 1000), "a.png"] },
        { altDe: "Tisch", altEn: "Table" },
      )
    ).json()) as SitePicture;
    const firstEntry = await latest();
    expect(firstEntry).toMatchObject({
      entity: "restaurant-picture",
      entityId: "about-1",
      undoable: true,
    });
    await put(
      manager,
      "about-1",
      { image: [await pngImage(801, 1000), "b.png"] },
      { altDe: "Ofen", altEn: "Oven" },
    );
    const second = await latest();
    expect(second.summaryI18n).toEqual({
      en: "Picture “About photo 1” changed",
      de: "Bild „Über-uns-Foto 1“ geändert",
    });

    // The first change is no longer the newest of this place.
    expect((await undo(firstEntry)).status).toBe(409);
    expect((await undo(second)).status).toBe(204);
    expect((await pictures())["about-1"]).toEqual(first);
    expect((await ctx.server.fetch(first.url)).status).toBe(200);

    const only = (await (
      await put(
        manager,
        "about-2",
        { image: [await pngImage(700, 900), "c.png"] },
        { altDe: "Hof", altEn: "Yard" },
      )
    ).json()) as SitePicture;
    expect((await undo(await latest())).status).toBe(204);
    expect((await pictures())["about-2"]).toBeNull();
    expect((await ctx.server.fetch(only.url)).status).toBe(404);
  });

  it("removing a picture shows the built-in one again, and undo brings it back", async () => {
    const story = (await (
      await put(
        manager,
        "story",
        { image: [await pngImage(900, 600), "s.png"] },
        { altDe: "Familie", altEn: "Family" },
      )
    ).json()) as SitePicture;
    expect((await manager.del("/api/restaurant-pictures/story")).status).toBe(204);
    expect((await pictures()).story).toBeNull();
    expect((await manager.del("/api/restaurant-pictures/story")).status).toBe(404);
    expect((await undo(await latest())).status).toBe(204);
    expect((await pictures()).story).toEqual(story);
    // The nightly sweep removes uploads no record points to: a picture's image is one it keeps.
    await ctx.server.services.uploads.sweepOrphans();
    expect((await ctx.server.fetch(story.url)).status).toBe(200);
  });

  it("never serves a path outside the pictures folder", async () => {
    for (const p of [
      "/pictures/..%2Frestaurant.sqlite",
      "/pictures/%2e%2e/restaurant.sqlite",
      "/pictures/x.svg",
      `/pictures/${"a".repeat(32)}.mp4`,
    ])
      expect((await ctx.server.fetch(p)).status, p).toBe(404);
  });
});
