import type { Interval, OpeningHours } from "../contract/opening-hours.ts";
import type { CalendarDay } from "./wall-clock.ts";

/** The hours that apply on one calendar day. */
export interface DayHours {
  isClosed: boolean;
  intervals: Interval[];
}

/**
 * Answers which hours apply on a given day. The weekly hours are one schedule; special days
 * (holidays) can later wrap it and answer for their dates first, without touching the callers.
 */
export type Schedule = (day: CalendarDay) => DayHours;

const CLOSED: DayHours = { isClosed: true, intervals: [] };

/** A weekday without a record, or an "open" one without intervals, counts as closed. */
export function hoursOfWeekday(weekly: readonly OpeningHours[], weekday: number): DayHours {
  const record = weekly.find((h) => h.weekday === weekday);
  if (!record || record.isClosed || record.intervals.length === 0) return CLOSED;
  return { isClosed: false, intervals: record.intervals };
}

export function weeklySchedule(weekly: readonly OpeningHours[]): Schedule {
  return (day) => hoursOfWeekday(weekly, day.weekday);
}

/** "HH:MM" to minutes since midnight. */
export function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** An interval whose close is not after its open runs past midnight. */
export function runsPastMidnight(interval: Interval): boolean {
  return toMinutes(interval.close) <= toMinutes(interval.open);
}
