import type { Lang } from "./contract/common.ts";

/**
 * Turns what staff type into integer cents: "12,50", "12.5" and "12" all work.
 * Anything that is not a number becomes 0, as the dish form's rules ask.
 */
export function parseEuroToCents(input: string): number {
  const normalised = input.trim().replace(/\s|€/g, "").replace(",", ".");
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(normalised)) return 0;
  return Math.round(Number(normalised) * 100);
}

/**
 * German `12,50 €` with a non-breaking space (U+00A0), so the sign never wraps away from the amount,
 * English `€12.50`: exactly what Intl gives for euros in de-DE and en-IE (the unit tests hold it to
 * that). Written out because the first Intl formatter of a page starts up the browser's
 * locale data, about 12 ms of main thread, the longest task of a menu page on a slow phone.
 */
export function formatPrice(cents: number, lang: Lang): string {
  const sign = cents < 0 ? "-" : "";
  const amount = Math.abs(Math.round(cents));
  const euros = String(Math.floor(amount / 100)).replace(
    /\B(?=(\d{3})+$)/g,
    lang === "de" ? "." : ",",
  );
  const hundredths = String(amount % 100).padStart(2, "0");
  return lang === "de" ? `${sign}${euros},${hundredths}\u00a0€` : `${sign}€${euros}.${hundredths}`;
}

/** Cents as staff would type them back: 1250 → "12.50". */
export function centsToEuroInput(cents: number): string {
  return (cents / 100).toFixed(2);
}
