import type { Lang } from "./contract/common.ts";

/** Below this, a quantity is given in centilitres, as menus give spirits: "2 cl", "4 cl". */
const CENTILITRES_BELOW_ML = 100;

/**
 * Millilitres as menus print them, in both languages: from 100 ml in litres (300 → "0,3 l",
 * 1000 → "1 l"), below in centilitres (40 → "4 cl", 25 → "2,5 cl"). German writes a decimal comma,
 * English a point ("0.3 l"); a non-breaking space (U+00A0) keeps number and unit on one line.
 */
export function formatVolume(ml: number, lang: Lang): string {
  const rounded = Math.round(ml);
  const [amount, unit] =
    rounded < CENTILITRES_BELOW_ML ? [rounded / 10, "cl"] : [rounded / 1000, "l"];
  const number = String(amount);
  return `${lang === "de" ? number.replace(".", ",") : number}\u00a0${unit}`;
}
