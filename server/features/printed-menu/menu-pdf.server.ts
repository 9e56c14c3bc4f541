import { PDFDocument, type PDFPage } from "@cantoo/pdf-lib";
import {
  ADDITIVE_NUMBERS,
  ADDITIVES,
  ALLERGEN_CODES,
  ALLERGENS,
} from "@shared/contract/allergen-tables.ts";
import type { Lang } from "@shared/contract/common.ts";
import { drawnParts, factLines, notShown, type DishDisplay } from "@shared/dish-display.ts";
import { formatServedHours } from "@shared/served-hours.ts";
import type {
  MenuPageCategory,
  MenuPageDish,
  PublicMenuCategory,
} from "@shared/contract/public-menu.ts";
import { menuPageData } from "@shared/menu-page.ts";
import { formatPrice } from "@shared/price.ts";
import { formatVolume } from "@shared/volume.ts";
import type { PrintedIdentity } from "./pdf-job.server.ts";
import { printedMenuText } from "./printed-menu-messages.server.ts";
import {
  A4,
  badge,
  COLOURS,
  embedFonts,
  printedDate,
  wrap,
  type Fonts,
} from "./pdf-style.server.ts";

const MARGIN = 44;
const GUTTER = 26;
const COLUMN = (A4.width - 2 * MARGIN - GUTTER) / 2;
const FOOTER_TOP = 64;
const TEXT = { title: 10.5, description: 8.3, line: 10.5, variant: 8.8, legend: 7.5 };

/** Drawn by the layout below, or a line of its own under the description (null: none for this dish). */
type PrintedPart = "layout" | ((dish: MenuPageDish, lang: Lang) => string | null);

/** How the printed menu shows each field of a dish. */
const PRINTED = {
  title: "layout",
  description: "layout",
  priceCents: "layout",
  variants: "layout",
  volumeMl: "layout",
  isVeg: "layout",
  isSpicy: "layout",
  allergens: "layout",
  additives: "layout",
  allergensDeclared: "layout",
  id: notShown("an id means nothing to a guest"),
  imageUrl: notShown("the printed menu has no photos"),
  imageVariants: notShown("the printed menu has no photos"),
  soldOut: notShown("a printed menu lasts longer than a day's mark"),
} as const satisfies DishDisplay<PrintedPart>;
const printedFacts = drawnParts<PrintedPart>(PRINTED).filter((part) => part !== "layout");
const factsOf = (dish: MenuPageDish, lang: Lang) => [
  ...printedFacts.map((fact) => fact(dish, lang)).filter((fact) => fact !== null),
  ...factLines(dish, lang),
];

/** "A, G · 11" after a dish, as on the website. */
const codesOf = (dish: MenuPageDish) =>
  [dish.allergens.join(", "), dish.additives.join(", ")].filter(Boolean).join(" · ");

/** Two columns over as many A4 pages as the menu needs: a header band, categories under a rule, the legend last. */
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
    private readonly identity: PrintedIdentity,
  ) {
    this.newPage();
  }

  private get x(): number {
    return MARGIN + this.column * (COLUMN + GUTTER);
  }

  private get t() {
    return printedMenuText(this.lang);
  }

  private newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    const first = this.pages.length === 1;
    const band = first ? 118 : 44;
    const { page, fonts } = this;
    page.drawRectangle({ x: 0, y: 0, width: A4.width, height: A4.height, color: COLOURS.cream });
    page.drawRectangle({
      x: 0,
      y: A4.height - band,
      width: A4.width,
      height: band,
      color: COLOURS.ink,
    });
    page.drawRectangle({
      x: 0,
      y: A4.height - band - 3,
      width: A4.width,
      height: 3,
      color: COLOURS.saffron,
    });
    if (first) {
      page.drawText(this.identity.name, {
        x: MARGIN,
        y: A4.height - 56,
        size: 30,
        font: fonts.display,
        color: COLOURS.cream,
      });
      page.drawText(this.identity.tagline, {
        x: MARGIN,
        y: A4.height - 78,
        size: 10,
        font: fonts.displayItalic,
        color: COLOURS.creamDeep,
      });
      page.drawText(this.identity.contact, {
        x: MARGIN,
        y: A4.height - 100,
        size: 9,
        font: fonts.body,
        color: COLOURS.creamDeep,
      });
      const title = this.t("menu.title");
      page.drawText(title, {
        x: A4.width - MARGIN - fonts.display.widthOfTextAtSize(title, 22),
        y: A4.height - 54,
        size: 22,
        font: fonts.display,
        color: COLOURS.saffron,
      });
    } else {
      page.drawText(`${this.identity.name} · ${this.t("menu.title")}`, {
        x: MARGIN,
        y: A4.height - 28,
        size: 13,
        font: fonts.display,
        color: COLOURS.cream,
      });
    }
    this.top = A4.height - band - 28;
    this.column = 0;
    this.y = this.top;
  }

  /** Moves to the next column or page when `height` does not fit below the cursor; true on a new page. */
  private ensure(height: number): boolean {
    if (this.y - height >= FOOTER_TOP) return false;
    if (this.column === 0) {
      this.column = 1;
      this.y = this.top;
      return false;
    }
    this.newPage();
    return true;
  }

  private readonly wrapped = new Map<MenuPageDish, string[]>();

  /** Measured once: a dish's height is asked for before it is drawn. */
  private descriptionLines(dish: MenuPageDish): string[] {
    let lines = this.wrapped.get(dish);
    if (!lines) {
      lines = dish.description
        ? wrap(dish.description, this.fonts.body, TEXT.description, COLUMN)
        : [];
      this.wrapped.set(dish, lines);
    }
    return lines;
  }

  private dishHeight(dish: MenuPageDish): number {
    return (
      15 +
      dish.variants.length * 11.5 +
      this.descriptionLines(dish).length * TEXT.line +
      factsOf(dish, this.lang).length * TEXT.line +
      (dish.allergensDeclared ? 0 : TEXT.line) +
      8
    );
  }

  /** A section's name; `aside` (a category's serving hours) on the same line, at the right. */
  private heading(text: string, aside = ""): void {
    const { page, fonts } = this;
    page.drawText(text, {
      x: this.x,
      y: this.y - 13,
      size: 13,
      font: fonts.display,
      color: COLOURS.spice,
    });
    if (aside) {
      const width = fonts.bold.widthOfTextAtSize(aside, 9);
      page.drawText(aside, {
        x: this.x + COLUMN - width,
        y: this.y - 12,
        size: 9,
        font: fonts.bold,
        color: COLOURS.spice,
      });
    }
    page.drawRectangle({
      x: this.x,
      y: this.y - 19,
      width: COLUMN,
      height: 1,
      color: COLOURS.saffron,
    });
    this.y -= 30;
  }

  category(category: MenuPageCategory): void {
    if (category.dishes.length === 0) return;
    // A heading never stands alone at the bottom of a column.
    this.ensure(30 + this.dishHeight(category.dishes[0] as MenuPageDish));
    const hours = category.servedHours ? formatServedHours(category.servedHours, this.lang) : "";
    this.heading(category.name, hours);
    for (const dish of category.dishes) {
      // A category that goes on over the page says again what it is.
      if (this.ensure(this.dishHeight(dish))) this.heading(category.name, hours);
      this.dish(dish);
    }
    this.y -= 6;
  }

  private priceRight(text: string, y: number, size: number): void {
    const width = this.fonts.bold.widthOfTextAtSize(text, size);
    this.page.drawText(text, {
      x: this.x + COLUMN - width,
      y,
      size,
      font: this.fonts.bold,
      color: COLOURS.spice,
    });
  }

  private dish(dish: MenuPageDish): void {
    const { page, fonts, lang } = this;
    const titleY = this.y - 11;
    page.drawText(dish.title, {
      x: this.x,
      y: titleY,
      size: TEXT.title + 1,
      font: fonts.display,
      color: COLOURS.ink,
    });
    let after = this.x + fonts.display.widthOfTextAtSize(dish.title, TEXT.title + 1) + 3;
    const codes = codesOf(dish);
    if (codes) {
      page.drawText(codes, {
        x: after,
        y: titleY + 4,
        size: 6.5,
        font: fonts.body,
        color: COLOURS.muted,
      });
      after += fonts.body.widthOfTextAtSize(codes, 6.5) + 4;
    }
    after += 6;
    if (dish.isVeg) {
      badge(page, fonts, after, titleY, "V", COLOURS.veg);
      after += 14;
    }
    if (dish.isSpicy) badge(page, fonts, after, titleY, "S", COLOURS.spice);
    if (dish.variants.length === 0) {
      const volume = dish.volumeMl === null ? "" : `${formatVolume(dish.volumeMl, lang)}  `;
      this.priceRight(`${volume}${formatPrice(dish.priceCents, lang)}`, titleY, TEXT.title);
    }
    this.y -= 15;
    for (const variant of dish.variants) {
      const label =
        variant.volumeMl === null
          ? variant.label
          : `${variant.label} · ${formatVolume(variant.volumeMl, lang)}`;
      page.drawText(label, {
        x: this.x + 8,
        y: this.y - 8.5,
        size: TEXT.variant,
        font: fonts.body,
        color: COLOURS.ink,
      });
      this.priceRight(formatPrice(variant.priceCents, lang), this.y - 8.5, TEXT.variant);
      this.y -= 11.5;
    }
    for (const line of this.descriptionLines(dish)) {
      page.drawText(line, {
        x: this.x,
        y: this.y - 8.5,
        size: TEXT.description,
        font: fonts.body,
        color: COLOURS.muted,
      });
      this.y -= TEXT.line;
    }
    for (const fact of factsOf(dish, lang)) {
      page.drawText(fact, {
        x: this.x,
        y: this.y - 8.5,
        size: TEXT.description,
        font: fonts.body,
        color: COLOURS.muted,
      });
      this.y -= TEXT.line;
    }
    if (!dish.allergensDeclared) {
      page.drawText(this.t("menu.undeclared"), {
        x: this.x,
        y: this.y - 8.5,
        size: TEXT.description,
        font: fonts.italic,
        color: COLOURS.muted,
      });
      this.y -= TEXT.line;
    }
    this.y -= 8;
  }

  /** The codes and their legal wording, after the last category. */
  legend(): void {
    const { lang, fonts } = this;
    this.codeList(
      this.t("menu.allergensHeading"),
      ALLERGEN_CODES.map((code) => `${code}  ${ALLERGENS[code][lang]}`),
    );
    this.y -= 6;
    this.codeList(
      this.t("menu.additivesHeading"),
      ADDITIVE_NUMBERS.map((number) => `${number}  ${ADDITIVES[number][lang]}`),
    );
    this.y -= 4;
    for (const line of wrap(this.t("menu.legendNote"), fonts.italic, TEXT.legend, COLUMN)) {
      this.ensure(TEXT.line);
      this.page.drawText(line, {
        x: this.x,
        y: this.y - 8,
        size: TEXT.legend,
        font: fonts.italic,
        color: COLOURS.muted,
      });
      this.y -= TEXT.line;
    }
  }

  /**
   * A heading and its entries, in two columns side by side when both halves fit the column's
   * width: half the lines, so the legend seldom needs a page of its own.
   */
  private codeList(heading: string, entries: string[]): void {
    const widest = (list: string[]) =>
      Math.max(...list.map((entry) => this.fonts.body.widthOfTextAtSize(entry, TEXT.legend)));
    const rows = Math.ceil(entries.length / 2);
    const secondX = widest(entries.slice(0, rows)) + 12;
    const paired = secondX + widest(entries.slice(rows)) <= COLUMN;
    const draw = (text: string, dx: number, dy: number) =>
      this.page.drawText(text, {
        x: this.x + dx,
        y: this.y - 8 - dy,
        size: TEXT.legend,
        font: this.fonts.body,
        color: COLOURS.ink,
      });
    if (paired) {
      this.ensure(30 + rows * TEXT.line);
      this.heading(heading);
      entries.forEach((entry, i) => draw(entry, i < rows ? 0 : secondX, (i % rows) * TEXT.line));
      this.y -= rows * TEXT.line;
      return;
    }
    this.ensure(30 + 4 * TEXT.line);
    this.heading(heading);
    for (const entry of entries) {
      this.ensure(TEXT.line);
      draw(entry, 0, 0);
      this.y -= TEXT.line;
    }
  }

  /** Veg and spicy marks, prices note, date and page numbers, once every page is known. */
  footers(today: string): void {
    const { fonts, t } = this;
    const asOf = t("menu.asOf", { date: printedDate(today, this.lang) });
    this.pages.forEach((page, i) => {
      page.drawRectangle({
        x: MARGIN,
        y: 52,
        width: A4.width - 2 * MARGIN,
        height: 0.8,
        color: COLOURS.saffron,
      });
      badge(page, fonts, MARGIN + 5, 36, "V", COLOURS.veg);
      page.drawText(t("menu.veg"), {
        x: MARGIN + 14,
        y: 36,
        size: 8,
        font: fonts.body,
        color: COLOURS.ink,
      });
      const spicyX = MARGIN + 26 + fonts.body.widthOfTextAtSize(t("menu.veg"), 8);
      badge(page, fonts, spicyX, 36, "S", COLOURS.spice);
      page.drawText(t("menu.spicy"), {
        x: spicyX + 9,
        y: 36,
        size: 8,
        font: fonts.body,
        color: COLOURS.ink,
      });
      const right = `${asOf} · ${i + 1} / ${this.pages.length}`;
      page.drawText(right, {
        x: A4.width - MARGIN - fonts.body.widthOfTextAtSize(right, 8),
        y: 36,
        size: 8,
        font: fonts.body,
        color: COLOURS.muted,
      });
      page.drawText(t("menu.prices"), {
        x: MARGIN,
        y: 20,
        size: 7.5,
        font: fonts.italic,
        color: COLOURS.muted,
      });
    });
  }
}

/** The printable menu in one language from the live public menu: what the website shows today. */
export async function renderMenuPdf(
  menu: readonly PublicMenuCategory[],
  lang: Lang,
  today: string,
  identity: PrintedIdentity,
): Promise<Uint8Array> {
  // No render time in the file: the same menu on the same day is the same bytes, so its ETag
  // holds across renders and every packing of it unpacks to the one file.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const day = new Date(`${today}T00:00:00Z`);
  doc.setCreationDate(day);
  doc.setModificationDate(day);
  doc.setTitle(`${identity.name} – ${printedMenuText(lang)("menu.title")}`);
  doc.setAuthor(identity.name);
  doc.setLanguage(lang === "de" ? "de-DE" : "en-GB");
  const layout = new MenuLayout(doc, await embedFonts(doc), lang, identity);
  for (const category of menuPageData(menu, lang)) layout.category(category);
  layout.legend();
  layout.footers(today);
  return doc.save();
}
