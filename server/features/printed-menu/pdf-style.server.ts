import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";

export const A4 = { width: 595.28, height: 841.89 };

const hex = (value: string) => rgb(parseInt(value.slice(1, 3), 16) / 255, parseInt(value.slice(3, 5), 16) / 255, parseInt(value.slice(5, 7), 16) / 255);

/** The site's colours (web/app.css), so print and screen look like one restaurant. */
export const COLOURS = {
  spice: hex("#8f1d14"),
  saffron: hex("#e8890c"),
  saffronDark: hex("#a14d09"),
  cream: hex("#fdfaf4"),
  creamDeep: hex("#f7efe1"),
  ink: hex("#1c1410"),
  muted: hex("#5c514a"),
  veg: hex("#047857"),
};

export interface Fonts {
  /** Headings: a serif, as the site's Playfair Display. */
  display: PDFFont;
  displayItalic: PDFFont;
  body: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/**
 * The standard PDF faces nearest the site's: Times for Playfair Display, Helvetica for the
 * system sans. fontkit cannot subset the self-hosted Playfair Display WOFF2 (its composite
 * glyphs make the subsetter write out of bounds), and embedding it whole is not valid PDF.
 */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    display: await doc.embedFont(StandardFonts.TimesRomanBold),
    displayItalic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    body: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
}

/** Greedy line breaking by measured width. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
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
