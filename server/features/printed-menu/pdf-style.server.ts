import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@cantoo/fontkit";
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from "@cantoo/pdf-lib";

export const A4 = { width: 595.28, height: 841.89 };

const hex = (value: string) =>
  rgb(
    parseInt(value.slice(1, 3), 16) / 255,
    parseInt(value.slice(3, 5), 16) / 255,
    parseInt(value.slice(5, 7), 16) / 255,
  );

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
 * The site's faces as Google Fonts' TrueType files, which the @expo-google-fonts packages ship
 * whole (every Latin letter, not only German's), one file per weight and style. The site's body
 * text is the visitor's system sans (Tailwind's default stack); a PDF must carry its face, so it
 * gets Roboto, the system face of Android and ChromeOS, drawn for screens like the others.
 *
 * fontkit's subsetter is picky: on the WOFF2 the site serves it writes out of bounds (composite
 * glyphs), from WOFF it inflates the glyph table again for every glyph (seconds per PDF), and
 * Google's Inter and Noto Sans come out with blank glyphs. These files print every letter of
 * Latin-1 and Latin Extended-A (checked with pdftoppm); check again when changing one.
 */
const FACES: Record<keyof Fonts, string> = {
  display: "@expo-google-fonts/playfair-display/600SemiBold/PlayfairDisplay_600SemiBold.ttf",
  displayItalic:
    "@expo-google-fonts/playfair-display/400Regular_Italic/PlayfairDisplay_400Regular_Italic.ttf",
  body: "@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf",
  bold: "@expo-google-fonts/roboto/600SemiBold/Roboto_600SemiBold.ttf",
  italic: "@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf",
};

/**
 * No OpenType features but Playfair Display's f-ligatures. fontkit would otherwise apply dozens
 * on every measure and draw, though pdf-lib sets glyphs by their advance widths alone (kerning
 * and mark positions are lost anyway): they made measuring one line cost up to milliseconds.
 */
const FEATURES_OFF = Object.fromEntries(
  [
    "rvrn",
    "ltra",
    "ltrm",
    "frac",
    "numr",
    "dnom",
    "ccmp",
    "locl",
    "rlig",
    "mark",
    "mkmk",
    "calt",
    "clig",
    "liga",
    "rclt",
    "curs",
    "kern",
  ].map((tag) => [tag, false]),
);
const featuresOf = (face: keyof Fonts) => ({
  ...FEATURES_OFF,
  liga: face === "display" || face === "displayItalic",
});

let fontFiles: Promise<Record<keyof Fonts, Buffer>> | undefined;

/** Read once per process from node_modules beside the server (from the sources and from build/node alike): nothing is fetched at run time. */
function readFontFiles(): Promise<Record<keyof Fonts, Buffer>> {
  const resolve = createRequire(import.meta.url).resolve;
  fontFiles ??= Promise.all(
    Object.entries(FACES).map(
      async ([face, file]) => [face, await readFile(resolve(file))] as const,
    ),
  ).then((entries) => Object.fromEntries(entries) as Record<keyof Fonts, Buffer>);
  fontFiles.catch(() => (fontFiles = undefined));
  return fontFiles;
}

type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
const parsedFaces = new WeakMap<Uint8Array, ReturnType<Fontkit["create"]>>();

/**
 * fontkit keeping each face it parsed for the next document: parsing the five files again was
 * most of a render. A document only reads the face; its subset is its own.
 */
const fontkitKeepingFaces: Fontkit = {
  create(bytes) {
    let face = parsedFaces.get(bytes);
    if (!face) {
      face = fontkit.create(bytes);
      parsedFaces.set(bytes, face);
    }
    return face;
  },
};

/**
 * The site's faces, subset to the glyphs a document uses (a few kilobytes each). pdf-lib writes
 * each with a ToUnicode map, so the text extracts and searches exactly, umlauts and € included.
 */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkitKeepingFaces);
  const files = await readFontFiles();
  const embed = (face: keyof Fonts) =>
    doc.embedFont(files[face], { subset: true, features: featuresOf(face) });
  const [display, displayItalic, body, bold, italic] = await Promise.all([
    embed("display"),
    embed("displayItalic"),
    embed("body"),
    embed("bold"),
    embed("italic"),
  ]);
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
  // Not at a non-breaking space: "12,50 €" and "0,3 l" stay on one line.
  for (const word of text.split(/[^\S\u00a0]+/).filter(Boolean)) {
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
export function badge(
  page: PDFPage,
  fonts: Fonts,
  x: number,
  y: number,
  letter: string,
  colour: ReturnType<typeof rgb>,
): void {
  page.drawCircle({ x, y: y + 3.4, size: 5.6, color: colour });
  page.drawText(letter, {
    x: x - fonts.bold.widthOfTextAtSize(letter, 7) / 2,
    y: y + 0.9,
    size: 7,
    font: fonts.bold,
    color: COLOURS.cream,
  });
}

/** "25.11.2026" / "25 November 2026" on the restaurant's calendar. */
export function printedDate(today: string, lang: "de" | "en"): string {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  if (lang === "de") return `${String(d).padStart(2, "0")}.${String(m).padStart(2, "0")}.${y}`;
  const month = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ][m - 1];
  return `${d} ${month} ${y}`;
}
