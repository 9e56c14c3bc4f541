import type { Interval } from "../contract/opening-hours.ts";
import { restaurant } from "../restaurant.ts";
import type { Schedule } from "./schedule.ts";
import { previousDay, wallClock, type CalendarDay } from "./wall-clock.ts";

/** What a special day needs to override the weekly hours: its inclusive date range and hours. */
export interface DateOverride {
  from: string;
  to: string;
  isClosed: boolean;
  intervals: Interval[];
}

const pad = (n: number) => String(n).padStart(2, "0");

/** YYYY-MM-DD, the API's date format; it sorts like the dates it names. */
export function isoDate(day: CalendarDay): string {
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** Today's date on the restaurant's calendar. */
export function todayIso(at: Date = new Date(), timeZone: string = restaurant.timeZone): string {
  return isoDate(wallClock(at, timeZone).day);
}

/** Yesterday's date on the restaurant's calendar: its hours may still run past midnight. */
export function yesterdayIso(
  at: Date = new Date(),
  timeZone: string = restaurant.timeZone,
): string {
  return isoDate(previousDay(wallClock(at, timeZone).day));
}

/**
 * The weekly schedule with special days answering first for their dates. Because the badge
 * asks the schedule for yesterday too, an interval past midnight on a special day still counts.
 */
export function withSpecialDays(schedule: Schedule, overrides: readonly DateOverride[]): Schedule {
  if (overrides.length === 0) return schedule;
  return (day) => {
    const iso = isoDate(day);
    const override = overrides.find((o) => o.from <= iso && iso <= o.to);
    if (!override) return schedule(day);
    return override.isClosed || override.intervals.length === 0
      ? { isClosed: true, intervals: [] }
      : { isClosed: false, intervals: override.intervals };
  };
}
