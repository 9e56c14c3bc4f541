import type { Lang } from "@shared/contract/common.ts";

// Spelled out here rather than asked of Intl: the server's and the browser's ICU data differ
// in details (en-GB "Sep" or "Sept"), and the hydrated page must match the server's HTML.
const MONTHS = {
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
  en: [
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
  ],
} as const satisfies Record<Lang, readonly string[]>;

interface Ymd {
  y: number;
  m: number;
  d: number;
}

function parse(iso: string): Ymd {
  const [y = 1970, m = 1, d = 1] = iso.split("-").map(Number);
  return { y, m, d };
}

const pad = (n: number) => String(n).padStart(2, "0");
const shortMonth = (m: number) => MONTHS.en[m - 1]!.slice(0, 3);

/**
 * A date or an inclusive date range (YYYY-MM-DD) as a menu card prints it, sharing what both
 * ends have in common. German: "24.12.2026", "24.–26.12.2026", "30.11.–02.12.2026",
 * "28.12.2026–02.01.2027". English: "24 Dec 2026", "24–26 Dec 2026", "30 Nov – 2 Dec 2026",
 * "28 Dec 2026 – 2 Jan 2027".
 */
export function formatDateRange(from: string, to: string, lang: Lang): string {
  const a = parse(from);
  const b = parse(to);
  const sameYear = a.y === b.y;
  const sameMonth = sameYear && a.m === b.m;
  if (lang === "de") {
    const full = (x: Ymd) => `${pad(x.d)}.${pad(x.m)}.${x.y}`;
    if (from === to) return full(a);
    if (sameMonth) return `${pad(a.d)}.–${full(b)}`;
    if (sameYear) return `${pad(a.d)}.${pad(a.m)}.–${full(b)}`;
    return `${full(a)}–${full(b)}`;
  }
  const full = (x: Ymd) => `${x.d} ${shortMonth(x.m)} ${x.y}`;
  if (from === to) return full(a);
  if (sameMonth) return `${a.d}–${full(b)}`;
  if (sameYear) return `${a.d} ${shortMonth(a.m)} – ${full(b)}`;
  return `${full(a)} – ${full(b)}`;
}

/**
 * The same dates written out for screen readers, which stumble over "24.–26.12.":
 * "24. Dezember 2026 bis 26. Dezember 2026", "24 December 2026 to 26 December 2026".
 */
export function spokenDateRange(from: string, to: string, lang: Lang, until: string): string {
  const long = (x: Ymd) =>
    lang === "de" ? `${x.d}. ${MONTHS.de[x.m - 1]} ${x.y}` : `${x.d} ${MONTHS.en[x.m - 1]} ${x.y}`;
  return from === to ? long(parse(from)) : `${long(parse(from))} ${until} ${long(parse(to))}`;
}
