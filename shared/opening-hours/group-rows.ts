import type { Interval, OpeningHours } from "../contract/opening-hours.ts";
import { hoursOfWeekday } from "./schedule.ts";

/** A row of the opening-hours list: one weekday, or a run of consecutive weekdays alike. */
export interface HoursRow {
  /** First and last weekday of the run (0 = Sunday); equal for a single day. */
  from: number;
  to: number;
  isClosed: boolean;
  intervals: Interval[];
}

/** The list starts on Monday, as German calendars do. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const sameHours = (a: HoursRow, b: Omit<HoursRow, "from" | "to">) =>
  a.isClosed === b.isClosed &&
  a.intervals.length === b.intervals.length &&
  a.intervals.every(
    (interval, i) =>
      interval.open === b.intervals[i]?.open && interval.close === b.intervals[i]?.close,
  );

/** Monday to Sunday, consecutive days with identical hours merged into one row. */
export function groupRows(weekly: readonly OpeningHours[]): HoursRow[] {
  const rows: HoursRow[] = [];
  for (const weekday of WEEK_ORDER) {
    const hours = hoursOfWeekday(weekly, weekday);
    const last = rows.at(-1);
    if (last && sameHours(last, hours)) last.to = weekday;
    else rows.push({ from: weekday, to: weekday, ...hours });
  }
  return rows;
}
