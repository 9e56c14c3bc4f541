import type { Lang } from "@shared/contract/common.ts";
import { formatPrice } from "@shared/price.ts";
import { addressLines, restaurant } from "@shared/restaurant.ts";
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { DemoCategory, DemoDish } from "./demo-menu.ts";

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 48;
const GUTTER = 28;
const COLUMN = (PAGE.width - 2 * MARGIN - GUTTER) / 2;
const FOOTER_TOP = 74;
const COLOURS = {
  maroon: rgb(0.36, 0.08, 0.1),
  saffron: rgb(0.91, 0.6, 0.14),
  cream: rgb(1, 0.95, 0.86),
  ink: rgb(0.16, 0.12, 0.1),
  muted: rgb(0.42, 0.37, 0.33),
  veg: rgb(0.24, 0.54, 0.16),
  spicy: rgb(0.75, 0.22, 0.17),
};

const LABELS = {
  de: {
    title: "Speisekarte",
    veg: "vegetarisch",
    spicy: "scharf",
    notes: ["Alle Preise in Euro inkl. MwSt. · Zu allen Currys servieren wir Basmatireis.", "Informationen zu Allergenen erhalten Sie gern auf Nachfrage."],
  },
  en: {
    title: "Menu",
    veg: "vegetarian",
    spicy: "spicy",
    notes: ["All prices in euros incl. VAT · All curries are served with basmati rice.", "Please ask us about allergens – we are happy to help."],
  },
} as const;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** Greedy line breaking by measured width. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
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
function badge(page: PDFPage, fonts: Fonts, x: number, y: number, letter: string, colour: ReturnType<typeof rgb>): void {
  page.drawCircle({ x, y: y + 3.4, size: 5.6, color: colour });
  page.drawText(letter, { x: x - fonts.bold.widthOfTextAtSize(letter, 7) / 2, y: y + 0.9, size: 7, font: fonts.bold, color: COLOURS.cream });
}

/**
 * Lays the menu out in two columns over as many A4 pages as it needs (two for the demo menu):
 * a branded header, each category under a rule, each dish with its price, tags and description.
 */
class MenuLayout {
  private page!: PDFPage;
  private column = 0;
  private y = 0;
  private top = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly lang: Lang,
  ) {
    this.newPage();
  }

  private get x(): number {
    return MARGIN + this.column * (COLUMN + GUTTER);
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    const first = this.pages.length === 1;
    const band = first ? 112 : 46;
    const { page, fonts } = this;
    page.drawRectangle({ x: 0, y: PAGE.height - band, width: PAGE.width, height: band, color: COLOURS.maroon });
    page.drawRectangle({ x: 0, y: PAGE.height - band - 4, width: PAGE.width, height: 4, color: COLOURS.saffron });
    if (first) {
      page.drawText(restaurant.name, { x: MARGIN, y: PAGE.height - 60, size: 32, font: fonts.bold, color: COLOURS.cream });
      page.drawText(restaurant.tagline[this.lang], { x: MARGIN, y: PAGE.height - 88, size: 10, font: fonts.italic, color: COLOURS.cream });
      const title = LABELS[this.lang].title;
      page.drawText(title, { x: PAGE.width - MARGIN - fonts.bold.widthOfTextAtSize(title, 20), y: PAGE.height - 58, size: 20, font: fonts.bold, color: COLOURS.saffron });
    } else {
      page.drawText(`${restaurant.name} · ${LABELS[this.lang].title}`, { x: MARGIN, y: PAGE.height - 29, size: 13, font: fonts.bold, color: COLOURS.cream });
    }
    this.top = PAGE.height - band - 30;
    this.column = 0;
    this.y = this.top;
  }

  /** Moves to the next column or page when `height` does not fit below the cursor. */
  private ensure(height: number): void {
    if (this.y - height >= FOOTER_TOP) return;
    if (this.column === 0) {
      this.column = 1;
      this.y = this.top;
    } else {
      this.newPage();
    }
  }

  private dishHeight(dish: DemoDish): number {
    return 14 + wrap(dish.description[this.lang], this.fonts.regular, 8.5, COLUMN).length * 11 + 9;
  }

  category(category: DemoCategory): void {
    const first = category.dishes[0];
    // A heading never stands alone at the bottom of a column.
    this.ensure(30 + (first ? this.dishHeight(first) : 0));
    const { page, fonts } = this;
    page.drawText(category.name[this.lang].toUpperCase(), { x: this.x, y: this.y - 12, size: 12.5, font: fonts.bold, color: COLOURS.maroon });
    page.drawRectangle({ x: this.x, y: this.y - 19, width: COLUMN, height: 1.2, color: COLOURS.saffron });
    this.y -= 32;
    for (const dish of category.dishes) this.dish(dish);
    this.y -= 6;
  }

  private dish(dish: DemoDish): void {
    this.ensure(this.dishHeight(dish));
    const { page, fonts, lang } = this;
    const price = formatPrice(dish.priceCents, lang);
    const priceWidth = fonts.bold.widthOfTextAtSize(price, 10.5);
    const title = dish.title[lang];
    page.drawText(title, { x: this.x, y: this.y - 10, size: 10.5, font: fonts.bold, color: COLOURS.ink });
    page.drawText(price, { x: this.x + COLUMN - priceWidth, y: this.y - 10, size: 10.5, font: fonts.bold, color: COLOURS.maroon });
    let tagX = this.x + fonts.bold.widthOfTextAtSize(title, 10.5) + 12;
    if (dish.isVeg) {
      badge(page, fonts, tagX, this.y - 10, "V", COLOURS.veg);
      tagX += 14;
    }
    if (dish.isSpicy) badge(page, fonts, tagX, this.y - 10, "S", COLOURS.spicy);
    this.y -= 14;
    for (const line of wrap(dish.description[lang], fonts.regular, 8.5, COLUMN)) {
      page.drawText(line, { x: this.x, y: this.y - 9, size: 8.5, font: fonts.regular, color: COLOURS.muted });
      this.y -= 11;
    }
    this.y -= 9;
  }

  /** Legend, notes, address and page numbers, once every page is known. */
  footers(): void {
    const labels = LABELS[this.lang];
    const contact = `${addressLines.join(" · ")} · ${restaurant.phone.display} · ${restaurant.email}`;
    this.pages.forEach((page, i) => {
      const { fonts } = this;
      page.drawRectangle({ x: MARGIN, y: 62, width: PAGE.width - 2 * MARGIN, height: 0.8, color: COLOURS.saffron });
      badge(page, fonts, MARGIN + 5, 46, "V", COLOURS.veg);
      page.drawText(labels.veg, { x: MARGIN + 14, y: 46, size: 8, font: fonts.regular, color: COLOURS.ink });
      const spicyX = MARGIN + 24 + fonts.regular.widthOfTextAtSize(labels.veg, 8);
      badge(page, fonts, spicyX, 46, "S", COLOURS.spicy);
      page.drawText(labels.spicy, { x: spicyX + 9, y: 46, size: 8, font: fonts.regular, color: COLOURS.ink });
      const pageLabel = `${i + 1} / ${this.pages.length}`;
      page.drawText(pageLabel, { x: PAGE.width - MARGIN - fonts.regular.widthOfTextAtSize(pageLabel, 8), y: 46, size: 8, font: fonts.regular, color: COLOURS.muted });
      labels.notes.forEach((note, k) => {
        page.drawText(note, { x: MARGIN, y: 32 - k * 10, size: 7.5, font: fonts.italic, color: COLOURS.muted });
      });
      page.drawText(contact, { x: PAGE.width - MARGIN - fonts.regular.widthOfTextAtSize(contact, 7.5), y: 12, size: 7.5, font: fonts.regular, color: COLOURS.muted });
    });
  }
}

/** The printable menu in one language, built from the same data as the demo dishes. */
export async function renderMenuPdf(menu: readonly DemoCategory[], lang: Lang): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${restaurant.name} – ${LABELS[lang].title}`);
  doc.setAuthor(restaurant.name);
  doc.setLanguage(lang === "de" ? "de-DE" : "en-GB");
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const layout = new MenuLayout(doc, fonts, lang);
  for (const category of menu) layout.category(category);
  layout.footers();
  return doc.save();
}
