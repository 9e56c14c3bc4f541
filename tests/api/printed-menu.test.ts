import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { PDFDocument } from "@cantoo/pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { demoRestaurantProfile } from "../../demo/restaurant-profile.ts";
import { restaurant } from "../support/demo-restaurant.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { pageUrl } from "@shared/site-pages.ts";
import { MENU_CATEGORIES_MAX, MENU_DISHES_MAX } from "@shared/contract/menu-size.ts";
import { MENU_COLUMNS } from "@shared/contract/menu-transfer.ts";
import { formOf, useAdminApp } from "../support/api.ts";
import { TEST_SITE_URL } from "../support/app.ts";
import { importCsv } from "../support/menu-transfer.ts";
import { whileAVisitorReads } from "../support/responsiveness.ts";

const ctx = useAdminApp();

// The prints name the restaurant as its profile does: here the demo restaurant's.
beforeAll(() => ctx.server.services.restaurantProfile.seedDemo(demoRestaurantProfile));

function pdfFile(bytes: ArrayBuffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "printed-menu-")), "f.pdf");
  fs.writeFileSync(file, Buffer.from(bytes));
  return file;
}

/** The PDF's text as poppler's pdftotext reads it, the way a search engine or a screen reader would. */
function pdfText(bytes: ArrayBuffer): string {
  return execFileSync("pdftotext", ["-layout", pdfFile(bytes), "-"], { encoding: "utf8" });
}

/**
 * Every QR code on the first page, as a scanner reads the printed sheet: poppler renders it at
 * 150 dpi and ZBar (zbarimg) decodes all the codes it finds, in any orientation. ZBar, not a
 * JavaScript decoder: one command, no image decoding to wire up, that finds several codes on a
 * page with no help; a long-standing open-source scanner. Exit status 4: no code found.
 */
function qrCodesOn(bytes: ArrayBuffer): string[] {
  const pdf = pdfFile(bytes);
  execFileSync("pdftoppm", ["-png", "-r", "150", "-singlefile", pdf, pdf.replace(/\.pdf$/, "")]);
  const scan = spawnSync(
    "zbarimg",
    ["--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", pdf.replace(/\.pdf$/, ".png")],
    { encoding: "utf8" },
  );
  if (scan.status !== 0 && scan.status !== 4)
    throw new Error(`zbarimg failed (${scan.status}): ${scan.stderr}`);
  return scan.stdout.split("\n").filter(Boolean);
}

/** Which fonts the PDF uses, as poppler's pdffonts lists them: name, type, encoding, embedded, subset, ToUnicode. */
function pdfFonts(bytes: ArrayBuffer): string[] {
  return execFileSync("pdffonts", [pdfFile(bytes)], { encoding: "utf8" })
    .trim()
    .split("\n")
    .slice(2);
}

const get = (p: string, headers: Record<string, string> = {}) => ctx.server.fetch(p, { headers });

describe("printed menu", () => {
  it("prints name, address, phone, every visible dish with its sizes and volumes, the marks, the legend and the date", async () => {
    const drinks = (await (
      await ctx.api.json("POST", "/api/categories", {
        name_en: "Drinks",
        name_de: "Getränke",
        isDrinks: true,
      })
    ).json()) as {
      _id: string;
    };
    const sizes = JSON.stringify([
      { label_en: "Small", label_de: "Klein", priceCents: 450, volumeMl: 300 },
      { label_en: "Large", label_de: "Groß", priceCents: 650, volumeMl: 500 },
    ]);
    await ctx.api.form(
      "POST",
      "/api/dishes",
      formOf({
        categoryId: drinks._id,
        title_en: "Mango lassi",
        title_de: "Mango-Lassi",
        variants: sizes,
        allergens: "G",
        additives: "1",
        isVeg: "true",
      }),
    );
    await ctx.api.form(
      "POST",
      "/api/dishes",
      formOf({
        categoryId: drinks._id,
        title_en: "Lager",
        title_de: "Lagerbier",
        priceCents: "390",
        volumeMl: "330",
      }),
    );
    // A letter beyond German's: a face without it would print an empty box, which extracts as nothing.
    await ctx.api.form(
      "POST",
      "/api/dishes",
      formOf({
        categoryId: drinks._id,
        title_en: "Şalgam",
        title_de: "Şalgam",
        priceCents: "350",
        volumeMl: "250",
      }),
    );
    await ctx.api.form(
      "POST",
      "/api/dishes",
      formOf({
        categoryId: drinks._id,
        title_en: "Hidden",
        title_de: "Versteckt",
        priceCents: "100",
        availableUntil: "2020-01-01",
      }),
    );

    const res = await get("/menu.pdf?lang=de");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    // Prices and volumes are set with a non-breaking space; the font draws it with the space's glyph,
    // so pdftotext reads a plain space back.
    const text = pdfText(await res.arrayBuffer());
    for (const expected of [
      restaurant.name,
      restaurant.address.street,
      restaurant.phone.display,
      "Getränke",
      "Mango-Lassi",
      "Klein · 0,3 l",
      "Groß · 0,5 l",
      "4,50 €",
      "6,50 €",
      "Lagerbier",
      "Şalgam",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Mango-Lassi G · 1/);
    expect(text).toMatch(/0,33 l +3,90 €/);
    expect(text).toContain("Allergene (Kennzeichnung nach LMIV)");
    expect(text).toContain("A Glutenhaltiges Getreide");
    expect(text).toContain("1 mit Farbstoff");
    expect(text).toContain("vegetarisch");
    expect(text).toContain("scharf");
    const [y, m, d] = todayIso().split("-");
    expect(text).toContain(`Stand: ${d}.${m}.${y}`);
    expect(text).toContain("Allergene: bitte beim Personal erfragen");
    expect(text).toContain("Alle Preise in Euro inkl. gesetzlicher MwSt.");
    expect(text).not.toContain("Versteckt");

    // The site's faces, embedded with a ToUnicode map (so the text above extracts exactly) and
    // subset to the glyphs used: the five files whole would be some 800 KB.
    const bytes = await (await get("/menu.pdf?lang=de")).arrayBuffer();
    expect(bytes.byteLength).toBeLessThan(100_000);
    const fonts = pdfFonts(bytes);
    expect(fonts.map((line) => line.split(/[-\s]/)[0]).sort()).toEqual([
      "PlayfairDisplay",
      "PlayfairDisplay",
      "Roboto",
      "Roboto",
      "Roboto",
    ]);
    for (const line of fonts) expect(line).toMatch(/ yes +(?:yes|no) +yes /);

    const en = pdfText(await (await get("/menu.pdf?lang=en")).arrayBuffer());
    expect(en).toContain("Small · 0.3 l");
    expect(en).toContain("€4.50");
    expect(en).toContain("As of ");
    expect(en).toContain("All prices in euros including VAT.");
    expect(en).toContain("A Cereals containing gluten");
  });

  it("is kept until the next change, then made again", async () => {
    const first = await get("/menu.pdf?lang=de");
    const etag = first.headers.get("etag") as string;
    expect(etag).toBeTruthy();
    expect((await get("/menu.pdf?lang=de", { "if-none-match": etag })).status).toBe(304);

    const soups = (await (
      await ctx.api.json("POST", "/api/categories", { name_de: "Suppen" })
    ).json()) as { _id: string };
    await ctx.api.form(
      "POST",
      "/api/dishes",
      formOf({ categoryId: soups._id, title_de: "Linsensuppe", priceCents: "590" }),
    );
    const after = await get("/menu.pdf?lang=de", { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(pdfText(await after.arrayBuffer())).toContain("Linsensuppe");
  });

  it("is sent packed for browsers that take it, each packing with its own ETag, the same PDF unpacked", async () => {
    const plain = await get("/menu.pdf?lang=de", { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const bytes = Buffer.from(await plain.arrayBuffer());
    const etags = new Set([plain.headers.get("etag")]);
    for (const [encoding, unpack] of [
      ["gzip", gunzipSync],
      ["br", brotliDecompressSync],
    ] as const) {
      const res = await get("/menu.pdf?lang=de", { "accept-encoding": encoding });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toContain("Accept-Encoding");
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toMatch(
        /^inline; filename=".+-speisekarte\.pdf"$/,
      );
      const packed = Buffer.from(await res.arrayBuffer());
      expect(packed.length).toBeLessThan(bytes.length);
      expect(unpack(packed).equals(bytes)).toBe(true);
      const etag = res.headers.get("etag") as string;
      etags.add(etag);
      const again = await get("/menu.pdf?lang=de", {
        "accept-encoding": encoding,
        "if-none-match": etag,
      });
      expect(again.status).toBe(304);
    }
    expect(etags.size).toBe(3);
  });

  it("carries no render time, so the same menu on the same day is the same file", async () => {
    const menu = await PDFDocument.load(await (await get("/menu.pdf?lang=de")).arrayBuffer(), {
      updateMetadata: false,
    });
    expect(menu.getCreationDate()?.toISOString()).toBe(`${todayIso()}T00:00:00.000Z`);
    expect(menu.getModificationDate()?.toISOString()).toBe(`${todayIso()}T00:00:00.000Z`);
    const cards = await PDFDocument.load(
      await (await get("/table-cards.pdf?lang=de")).arrayBuffer(),
      { updateMetadata: false },
    );
    expect(cards.getCreationDate()).toBeUndefined();
    expect(cards.getModificationDate()).toBeUndefined();
  });

  it("refuses an unknown language with a JSON error", async () => {
    const res = await get("/menu.pdf?lang=fr");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String) });
  });
});

describe("table cards", () => {
  it("print the restaurant's name and the menu's call to scan, in both languages", async () => {
    const de = await get("/table-cards.pdf?lang=de");
    expect(de.status).toBe(200);
    expect(de.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(await de.arrayBuffer());
    expect(text).toContain(restaurant.name);
    expect(text).toContain("Unsere Speisekarte");
    expect(text).toContain("hier falten");
    expect(pdfText(await (await get("/table-cards.pdf?lang=en")).arrayBuffer())).toContain(
      "Our menu",
    );
  });

  it("tell guests that the menu with prices, allergens and additives is also there on paper, and to ask for it (PAngV § 13)", async () => {
    // Each face upright, its lines joined: what a guest reads, wherever the lines break.
    const read = async (lang: "de" | "en") =>
      pdfText(await (await get(`/table-cards.pdf?lang=${lang}`)).arrayBuffer()).replace(
        /\s+/g,
        " ",
      );
    expect(await read("de")).toContain(
      "Lieber auf Papier? Fragen Sie einfach unser Personal – die Speisekarte mit Preisen, Allergenen und Zusatzstoffen gibt es auch gedruckt.",
    );
    expect(await read("en")).toContain(
      "Prefer paper? Just ask our staff – the menu with prices, allergens and additives is also available in print.",
    );
  });

  it("carry QR codes that a scanner reads as the menu's address in the card's language", async () => {
    for (const lang of ["de", "en"] as const) {
      const codes = qrCodesOn(await (await get(`/table-cards.pdf?lang=${lang}`)).arrayBuffer());
      // Two cards to a sheet, each with a face on either side of its fold.
      expect(codes).toEqual(Array(4).fill(`${pageUrl(TEST_SITE_URL, "/menu", lang)}&src=qr`));
    }
  });
});

describe("the printed menu at the menu's size", () => {
  it("is drawn while other visitors are answered", { timeout: 120_000 }, async () => {
    const header = MENU_COLUMNS.map((c) => c.header).join(";");
    const perCategory = MENU_DISHES_MAX / MENU_CATEGORIES_MAX;
    const rows = Array.from(
      { length: MENU_DISHES_MAX },
      (_, i) =>
        `;Karte ${Math.floor(i / perCategory)};Menu ${Math.floor(i / perCategory)};Gericht ${i};Dish ${i};Mit Zwiebeln, Tomaten und Koriander, in einer Soße nach Art des Hauses ${i};With onions, tomatoes and coriander ${i};${9 + (i % 10)},90;;${";".repeat(24)}ja;A, G;1;nein;nein;nein;;;${i}`,
    );
    for (const category of (await (await ctx.api.get("/api/categories")).json()) as {
      _id: string;
    }[])
      await ctx.api.del(`/api/categories/${category._id}`);
    expect((await importCsv(ctx.api, [header, ...rows].join("\r\n"))).body).toMatchObject({
      created: MENU_DISHES_MAX,
      errors: [],
    });

    const { result, longestWaitMs, answered } = await whileAVisitorReads(ctx.server, async () => {
      const res = await get("/menu.pdf?lang=de");
      return { status: res.status, bytes: await res.arrayBuffer() };
    });
    expect(result.status).toBe(200);
    expect(pdfText(result.bytes)).toContain(`Gericht ${MENU_DISHES_MAX - 1}`);
    expect(answered).toBeGreaterThan(0);
    // Drawn on the server's own thread, the menu at its size held every visitor for 1.5 s and more.
    expect(longestWaitMs).toBeLessThan(1000);
  });
});
