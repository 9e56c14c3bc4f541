/**
 * Writes web/features/layout/display-face-fallbacks.css: for each serif a phone or computer may
 * draw the headings in before the display face has arrived, a face of it sized to take the room
 * Playfair Display takes (capsize's createFontStack: size-adjust from the average width of Latin
 * letters, ascent and descent to match), in the regular and the bold weight. Without them a
 * heading set in a wider fallback wrapped to more lines and the text below it jumped when the
 * face came (Lighthouse: CLS 0.048 on /datenschutz).
 *   npx tsx scripts/generate-display-face-fallbacks.ts
 * tests/unit/display-face-fallbacks.test.ts fails when the file differs from what this writes.
 */
import fs from "node:fs";
import { displayFaceFallbacksCss, DISPLAY_FACE_FALLBACKS_FILE } from "./display-face-fallbacks.ts";

fs.writeFileSync(DISPLAY_FACE_FALLBACKS_FILE, displayFaceFallbacksCss());
console.log(`Wrote ${DISPLAY_FACE_FALLBACKS_FILE}`);
