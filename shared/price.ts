import type { Lang } from "./contract/common.ts";

/**
 * Turns what staff type into integer cents: "12,50", "12.5" and "12" all work.
 * Anything that is not a number becomes 0, as SPEC.md §5 asks.
 */
export function parseEuroToCents(input: string): number {
  const normalised = input.trim().replace(/\s|€/g, "").replace(",", ".");
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(normalised)) return 0;
  return Math.round(Number(normalised) * 100);
}

const formatters = new Map<Lang, Intl.NumberFormat>();

/** German `12,50 €`, English `€12.50`. */
export function formatPrice(cents: number, lang: Lang): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-IE", { style: "currency", currency: "EUR" });
    formatters.set(lang, formatter);
  }
  return formatter.format(cents / 100).replace(/\u00a0/g, " ");
}

/** Cents as staff would type them back: 1250 → "12.50". */
export function centsToEuroInput(cents: number): string {
  return (cents / 100).toFixed(2);
}
