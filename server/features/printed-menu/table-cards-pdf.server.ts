import {
  concatTransformationMatrix,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  type PDFPage,
} from "@cantoo/pdf-lib";
import QRCode from "qrcode";
import type { Lang } from "@shared/contract/common.ts";
import { pageUrl } from "@shared/site-pages.ts";
import { SOURCE_MARKER } from "@shared/contract/visits.ts";
import type { PrintedIdentity } from "./pdf-job.server.ts";
import { printedMenuText } from "./printed-menu-messages.server.ts";
import { A4, COLOURS, embedFonts, wrap, type Fonts } from "./pdf-style.server.ts";

/** Two tent cards per sheet: each is cut out along its border and folded along its middle line. */
const CARDS_PER_SHEET = 2;
const CARD_HEIGHT = A4.height / CARDS_PER_SHEET;
const PANEL_HEIGHT = CARD_HEIGHT / 2;
const QR_SIZE = 88;
const TEXT_SIZE = 8.5;
const TEXT_WIDTH = 330;
const LINE_HEIGHT = 10.5;

/** The QR code's dark modules as squares, `size` points wide, lower left corner at (x, y). */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + 2 * quiet);
  page.drawRectangle({ x, y, width: size, height: size, color: COLOURS.cream });
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.modules.get(row, col)) continue;
      page.drawRectangle({
        x: x + (quiet + col) * cell,
        y: y + size - (quiet + row + 1) * cell,
        width: cell + 0.05,
        height: cell + 0.05,
        color: COLOURS.ink,
      });
    }
  }
}

/** One face of a card: name, QR code to the menu and a line of text, centred in a panel whose bottom is `bottom`. */
function drawPanel(
  page: PDFPage,
  fonts: Fonts,
  lang: Lang,
  menuUrl: string,
  bottom: number,
  identity: PrintedIdentity,
): void {
  const t = printedMenuText(lang);
  const centre = A4.width / 2;
  const centred = (
    text: string,
    y: number,
    size: number,
    font: Fonts[keyof Fonts],
    color = COLOURS.ink,
  ) =>
    page.drawText(text, {
      x: centre - font.widthOfTextAtSize(text, size) / 2,
      y,
      size,
      font,
      color,
    });
  page.drawRectangle({
    x: 0,
    y: bottom + PANEL_HEIGHT - 30,
    width: A4.width,
    height: 30,
    color: COLOURS.ink,
  });
  centred(identity.name, bottom + PANEL_HEIGHT - 21, 16, fonts.display, COLOURS.cream);
  centred(t("tableCards.heading"), bottom + PANEL_HEIGHT - 54, 18, fonts.display, COLOURS.spice);
  drawQr(page, menuUrl, centre - QR_SIZE / 2, bottom + 64, QR_SIZE);
  const scan = wrap(t("tableCards.text"), fonts.body, TEXT_SIZE, TEXT_WIDTH);
  const printed = wrap(t("tableCards.printed"), fonts.body, TEXT_SIZE, TEXT_WIDTH);
  scan.forEach((line, i) =>
    centred(line, bottom + 52 - i * LINE_HEIGHT, TEXT_SIZE, fonts.body, COLOURS.muted),
  );
  const printedTop = bottom + 52 - scan.length * LINE_HEIGHT - 5;
  printed.forEach((line, i) =>
    centred(line, printedTop - i * LINE_HEIGHT, TEXT_SIZE, fonts.body, COLOURS.ink),
  );
}

/** An A4 sheet of folded table cards, each with a QR code to the menu page in `lang` and the restaurant's name. */
export async function renderTableCardsPdf(
  lang: Lang,
  siteUrl: string,
  identity: PrintedIdentity,
): Promise<Uint8Array> {
  // No render time in the file: the same cards are the same bytes (see menu-pdf.server.ts).
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${identity.name} – ${printedMenuText(lang)("tableCards.heading")}`);
  doc.setAuthor(identity.name);
  doc.setLanguage(lang === "de" ? "de-DE" : "en-GB");
  const fonts = await embedFonts(doc);
  const page = doc.addPage([A4.width, A4.height]);
  page.drawRectangle({ x: 0, y: 0, width: A4.width, height: A4.height, color: COLOURS.cream });
  // The menu in the card's language: a guest's phone has no remembered choice to go by. The
  // marker tells the server a visit came from a card; it redirects to the address without it.
  const menuUrl = `${pageUrl(siteUrl, "/menu", lang)}&${SOURCE_MARKER}=qr`;
  for (let card = 0; card < CARDS_PER_SHEET; card++) {
    const bottom = card * CARD_HEIGHT;
    const fold = bottom + PANEL_HEIGHT;
    // The front face stands upright below the fold; the back face above it is upside down, so it reads upright once folded.
    drawPanel(page, fonts, lang, menuUrl, bottom, identity);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(-1, 0, 0, -1, A4.width, 2 * (fold + PANEL_HEIGHT / 2)),
    );
    drawPanel(page, fonts, lang, menuUrl, fold, identity);
    page.pushOperators(popGraphicsState());
    // The fold runs between the two faces' dark name bands: saffron shows on them.
    page.drawLine({
      start: { x: 12, y: fold },
      end: { x: A4.width - 12, y: fold },
      thickness: 0.6,
      color: COLOURS.saffron,
      dashArray: [4, 3],
    });
    page.drawText(printedMenuText(lang)("tableCards.fold"), {
      x: 14,
      y: fold + 3,
      size: 6.5,
      font: fonts.italic,
      color: COLOURS.saffron,
    });
    if (card > 0)
      page.drawLine({
        start: { x: 0, y: bottom },
        end: { x: A4.width, y: bottom },
        thickness: 0.4,
        color: COLOURS.muted,
      });
  }
  return doc.save();
}
