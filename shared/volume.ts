import type { Lang } from "./contract/common.ts";

/**
 * Millilitres in litres, as German menus print them: 300 → "0,3 l", 1000 → "1 l", 40 → "0,04 l".
 * English keeps the decimal point ("0.3 l").
 */
export function formatVolume(ml: number, lang: Lang): string {
  const litres = String(Math.round(ml) / 1000);
  return `${lang === "de" ? litres.replace(".", ",") : litres} l`;
}
