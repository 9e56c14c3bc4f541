import type { Lang } from "./contract/common.ts";
import type { SpecialDay } from "./contract/special-day.ts";
import { localize } from "./localize.ts";

/** A special day as the public pages show it: the one shape with its note in one language, without the admin's announce mark. */
export type PageSpecialDay = Omit<SpecialDay, "note" | "announce"> & { note: string };

/** The page's special day in `lang`: the loaders send only what the page shows. */
export function pageSpecialDayOf(day: SpecialDay, lang: Lang): PageSpecialDay {
  const { note, announce: _announce, ...shown } = day;
  return { ...shown, note: localize(note, lang) };
}
