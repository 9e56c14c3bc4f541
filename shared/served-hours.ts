import type { Lang } from "./contract/common.ts";
import type { ServedHours } from "./contract/served-hours.ts";
import { WEEK_ORDER } from "./opening-hours/group-rows.ts";
import { WEEKDAY_ABBREVIATIONS } from "./weekday-abbreviations.ts";

/** The weekdays as runs in the order of a German week (Monday first): [[1..5]], [[6, 0]]. */
function runsOf(weekdays: readonly number[]): number[][] {
  const runs: number[][] = [];
  for (const day of WEEK_ORDER) {
    if (!weekdays.includes(day)) continue;
    const last = runs.at(-1);
    const previous = last?.at(-1);
    if (
      last &&
      previous !== undefined &&
      WEEK_ORDER.indexOf(previous as (typeof WEEK_ORDER)[number]) === WEEK_ORDER.indexOf(day) - 1
    )
      last.push(day);
    else runs.push([day]);
  }
  return runs;
}

/**
 * When a category is served, as a menu card prints it beside the name: "Mo–Fr 11:30–14:30",
 * "Mon–Fri 11:30–14:30"; two days in a row "Sa, So", apart "Mo, Mi, Fr".
 */
export function formatServedHours(hours: ServedHours, lang: Lang): string {
  const names = WEEKDAY_ABBREVIATIONS[lang];
  const days = runsOf(hours.weekdays)
    .map((run) =>
      run.length > 2
        ? `${names[run[0]!]}–${names[run.at(-1)!]}`
        : run.map((d) => names[d]).join(", "),
    )
    .join(", ");
  return `${days} ${hours.open}–${hours.close}`;
}
