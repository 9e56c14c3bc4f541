import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import decompressWoff2 from "wawoff2/decompress.js";
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";

export const A4 = { width: 595.28, height: 841.89 };

const hex = (value: string) => rgb(parseInt(value.slice(1, 3), 16) / 255, parseInt(value.slice(3, 5), 16) / 255, parseInt(value.slice(5, 7), 16) / 255);

/** The site's colours (web/app.css), so print and screen look like one restaurant. */
export const COLOURS = {
  spice: hex("#8f1d14"),
  saffron: hex("#e8890c"),
  cream: hex("#fdfaf4"),
  creamDeep: hex("#f7efe1"),
  ink: hex("#1c1410"),
  muted: hex("#5c514a"),
  veg: hex("#047857"),
};

export interface Fonts {
  /** Headings: Playfair Display semibold, as the site's headings. */
  display: PDFFont;
  /** Playfair Display italic, as the site's tagline. */
  displayItalic: PDFFont;
  body: PDFFont;
  /** Prices, semibold as on the site. */
  bold: PDFFont;
  italic: PDFFont;
}

/**
 * The site's faces from the static @fontsource packages (the site itself loads the variable
 * Playfair Display; its static files are the same design, one file per weight), in their "latin"
 * subset: German letters, €, ½, the dashes and the middle dot. The site's body text is the
 * visitor's system sans (Tailwind's default stack: San Francisco, Segoe UI, Roboto); a PDF must
 * carry its face, so it gets Inter, an open sans drawn for screens in the same vein as those.
 */
const FACES: Record<keyof Fonts, string> = {
  display: "@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2",
  displayItalic: "@fontsource/playfair-display/files/playfair-display-latin-400-italic.woff2",
  body: "@fontsource/inter/files/inter-latin-400-normal.woff2",
  bold: "@fontsource/inter/files/inter-latin-600-normal.woff2",
  italic: "@fontsource/inter/files/inter-latin-400-italic.woff2",
};

/**
 * No OpenType features but Playfair Display's f-ligatures. fontkit would otherwise apply dozens
 * on every measure and draw, though pdf-lib sets glyphs by their advance widths alone (kerning
 * and mark positions are lost anyway): they made measuring one line cost up to milliseconds.
 */
const FEATURES_OFF = Object.fromEntries(
  ["rvrn", "ltra", "ltrm", "frac", "numr", "dnom", "ccmp", "locl", "rlig", "mark", "mkmk", "calt", "clig", "liga", "rclt", "curs", "kern"].map((tag) => [tag, false]),
);
const featuresOf = (face: keyof Fonts) => ({ ...FEATURES_OFF, liga: face === "display" || face === "displayItalic" });

let sfnts: Promise<Record<keyof Fonts, Uint8Array>> | undefined;

/**
 * The faces as TrueType, read from node_modules beside the server (from the sources and from
 * build/node alike; nothing is fetched at run time) and unpacked once per process. fontkit reads
 * WOFF files itself but cannot use them here: from WOFF2 its subsetter writes out of bounds on
 * composite glyphs, and from WOFF it inflates the whole glyph table again for every glyph it
 * reads (seconds per PDF). Google's own WOFF2 decoder (wawoff2) gives plain TrueType.
 */
function trueTypeFaces(): Promise<Record<keyof Fonts, Uint8Array>> {
  sfnts ??= (async () => {
    const resolve = createRequire(import.meta.url).resolve;
    const faces = {} as Record<keyof Fonts, Uint8Array>;
    for (const [face, file] of Object.entries(FACES) as [keyof Fonts, string][]) {
      // One at a time, copied at once: the decoder's answer is a view into its memory, which the next call reuses.
      faces[face] = (await decompressWoff2(await readFile(resolve(file)))).slice();
    }
    return faces;
  })();
  sfnts.catch(() => (sfnts = undefined));
  return sfnts;
}

/**
 * The site's faces, subset to the glyphs a document uses (a few kilobytes each). pdf-lib writes
 * each with a ToUnicode map, so the text extracts and searches exactly, umlauts and € included.
 */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const faces = await trueTypeFaces();
  const embed = (face: keyof Fonts) => doc.embedFont(faces[face], { subset: true, features: featuresOf(face) });
  const [display, displayItalic, body, bold, italic] = await Promise.all([embed("display"), embed("displayItalic"), embed("body"), embed("bold"), embed("italic")]);
  return { display, displayItalic, body, bold, italic };
}

/**
 * Greedy line breaking by measured width. Each word is measured once and the widths added up:
 * pdf-lib sets glyphs by their advance widths, and no substitution reaches across a space.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const space = font.widthOfTextAtSize(" ", size);
  const lines: string[] = [];
  let line = "";
  let lineWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = font.widthOfTextAtSize(word, size);
    if (!line) {
      line = word;
      lineWidth = wordWidth;
    } else if (lineWidth + space + wordWidth > width) {
      lines.push(line);
      line = word;
      lineWidth = wordWidth;
    } else {
      line = `${line} ${word}`;
      lineWidth += space + wordWidth;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A small round tag with one letter: V for vegetarian, S for spicy. */
export function badge(page: PDFPage, fonts: Fonts, x: number, y: number, letter: string, colour: ReturnType<typeof rgb>): void {
  page.drawCircle({ x, y: y + 3.4, size: 5.6, color: colour });
  page.drawText(letter, { x: x - fonts.bold.widthOfTextAtSize(letter, 7) / 2, y: y + 0.9, size: 7, font: fonts.bold, color: COLOURS.cream });
}

/** "25.11.2026" / "25 November 2026" on the restaurant's calendar. */
export function printedDate(today: string, lang: "de" | "en"): string {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  if (lang === "de") return `${String(d).padStart(2, "0")}.${String(m).padStart(2, "0")}.${y}`;
  const month = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][m - 1];
  return `${d} ${month} ${y}`;
}
