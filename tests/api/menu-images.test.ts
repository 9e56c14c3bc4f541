import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { MenuImageWire } from "@shared/contract/menu-image-wire.ts";
import { blob, formOf, pngImage, tinyPdf, useAdminApp } from "../support/api.ts";

const ctx = useAdminApp();

const upload = async (title: string, language: string, file: Buffer, name = "flyer.png") =>
  ctx.api.form(
    "POST",
    "/api/menu-images",
    formOf({ title, language }, { file: [blob(file), name] }),
  );
const list = async (query = "") =>
  (await (await ctx.server.fetch(`/api/menu-images${query}`)).json()) as MenuImageWire[];

describe("menu images", () => {
  it("uploads an image per language with 201", async () => {
    const en = await upload("Lunch", "en", await pngImage(900, 600));
    expect(en.status).toBe(201);
    expect(await en.json()).toMatchObject({
      title: "Lunch",
      language: "en",
      kind: "image",
      url: expect.stringMatching(/\.webp$/),
    });
    const de = await upload("Mittag", "de", await pngImage(901, 600));
    expect(de.status).toBe(201);
  });

  it("lists one language newest first, all oldest first without lang, and falls back to all", async () => {
    await upload("Mittag 2", "de", await pngImage(902, 600));
    expect((await list("?lang=de")).map((i) => i.title)).toEqual(["Mittag 2", "Mittag"]);
    expect((await list("?lang=en")).map((i) => i.title)).toEqual(["Lunch"]);
    expect((await list()).map((i) => i.title)).toEqual(["Lunch", "Mittag", "Mittag 2"]);
    expect((await ctx.server.fetch("/api/menu-images?lang=fr")).status).toBe(400);
  });

  it("validates title, language and file", async () => {
    const before = await list();
    const png = await pngImage(200, 100);
    const cases: Promise<Response>[] = [
      upload("", "en", png),
      upload("Lunch", "fr", png),
      ctx.api.form("POST", "/api/menu-images", formOf({ title: "No file", language: "en" })),
      upload("Text", "en", Buffer.from("not an image"), "x.png"),
    ];
    const statuses = await Promise.all(cases.map(async (p) => (await p).status));
    expect(statuses).toEqual([400, 400, 400, 415]);
    expect(await list()).toEqual(before);
  });

  it("sends a PDF packed to browsers that take it, the same file unpacked, and a picture as it is", async () => {
    const res = await upload("Karte", "de", tinyPdf(), "karte.pdf");
    const { _id, url } = (await res.json()) as MenuImageWire;
    const plain = await ctx.server.fetch(url);
    expect(plain.headers.get("content-encoding")).toBeNull();
    const bytes = Buffer.from(await plain.arrayBuffer());
    expect(bytes.equals(tinyPdf())).toBe(true);
    for (const [encoding, unpack] of [
      ["gzip", gunzipSync],
      ["br", brotliDecompressSync],
    ] as const) {
      const packed = await ctx.server.fetch(url, {
        headers: { "accept-encoding": `${encoding}, deflate` },
      });
      expect(packed.headers.get("content-encoding")).toBe(encoding);
      expect(packed.headers.get("vary")).toBe("Accept-Encoding");
      expect(packed.headers.get("content-type")).toBe("application/pdf");
      expect(packed.headers.get("content-length")).toBeNull();
      expect(packed.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(unpack(Buffer.from(await packed.arrayBuffer())).equals(bytes)).toBe(true);
      const head = await ctx.server.fetch(url, {
        method: "HEAD",
        headers: { "accept-encoding": encoding },
      });
      expect(head.headers.get("content-encoding")).toBe(encoding);
    }
    const picture = await upload("Mittag", "de", await pngImage(200, 100));
    const { url: pictureUrl } = (await picture.json()) as MenuImageWire;
    const webp = await ctx.server.fetch(pictureUrl, { headers: { "accept-encoding": "br, gzip" } });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(webp.headers.get("content-encoding")).toBeNull();
    // The same file is uploaded again below, expected gone once deleted there.
    expect((await ctx.api.del(`/api/menu-images/${_id}`)).status).toBe(204);
  });

  it("accepts a PDF, served as application/pdf and found through /api/public/pdfs/{id}", async () => {
    const res = await upload("Speisekarte", "de", tinyPdf(), "karte.pdf");
    expect(res.status).toBe(201);
    const pdf = (await res.json()) as MenuImageWire;
    expect(pdf.kind).toBe("pdf");
    const meta = await ctx.server.fetch(`/api/public/pdfs/${pdf._id}`);
    expect(meta.status).toBe(200);
    expect(await meta.json()).toEqual({ title: "Speisekarte", url: pdf.url });
    const file = await ctx.server.fetch(pdf.url);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");

    const fake = await upload("Fake", "de", Buffer.from("%PDF-1.4 but nothing else"), "fake.pdf");
    expect(fake.status).toBe(415);

    expect((await ctx.api.del(`/api/menu-images/${pdf._id}`)).status).toBe(204);
    const gone = await ctx.server.fetch(`/api/public/pdfs/${pdf._id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: "PDF not found or deleted" });
    expect((await ctx.server.fetch(pdf.url)).status).toBe(404);
  });

  it("an image is not a PDF for the PDF endpoint", async () => {
    const [image] = await list();
    expect((await ctx.server.fetch(`/api/public/pdfs/${image?._id}`)).status).toBe(404);
  });

  it("deletes with 204, removes the files, and 404 for an unknown id", async () => {
    const [first] = await list();
    expect((await ctx.api.del(`/api/menu-images/${first?._id}`)).status).toBe(204);
    expect((await ctx.server.fetch(first?.url ?? "")).status).toBe(404);
    expect((await ctx.api.del(`/api/menu-images/${first?._id}`)).status).toBe(404);
  });

  it("never serves a path outside the uploads folder", async () => {
    for (const p of [
      "/uploads/..%2Frestaurant.sqlite",
      "/uploads/%2e%2e/restaurant.sqlite",
      "/uploads/restaurant.sqlite",
      "/uploads/.tmp-abc",
    ]) {
      expect((await ctx.server.fetch(p)).status, p).toBe(404);
    }
  });
});
