import { restaurant } from "../restaurant.ts";
import { runsPastMidnight, toMinutes, type Schedule } from "./schedule.ts";
import { previousDay, utcOffsetMinutes, wallClock } from "./wall-clock.ts";

/**
 * Whether the restaurant is open at the instant `at`, judged by the wall clock in the
 * restaurant's time zone. An interval that runs past midnight is open from its start to the
 * end of its day, and keeps the next day open until its close.
 */
export function isOpenAt(
  schedule: Schedule,
  at: Date,
  timeZone: string = restaurant.timeZone,
): boolean {
  const { day, minutes } = wallClock(at, timeZone);

  const today = schedule(day);
  if (!today.isClosed) {
    for (const interval of today.intervals) {
      const open = toMinutes(interval.open);
      const close = toMinutes(interval.close);
      if (minutes >= open && (runsPastMidnight(interval) || minutes < close)) return true;
    }
  }

  const yesterday = schedule(previousDay(day));
  if (!yesterday.isClosed) {
    for (const interval of yesterday.intervals) {
      if (runsPastMidnight(interval) && minutes < toMinutes(interval.close)) return true;
    }
  }
  return false;
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/**
 * The first instant after `at` from which what the restaurant's clock decides may read
 * otherwise: an opening or a closing today (the open/closed state; a sold-out dish is back at an
 * opening), else the next midnight (the date: special days, availability dates). Where the
 * clocks change in between, the instant may come up to an hour early, never late.
 */
export function nextChange(
  schedule: Schedule,
  at: Date,
  timeZone: string = restaurant.timeZone,
): number {
  const { day, minutes } = wallClock(at, timeZone);
  const boundaries = [DAY_MINUTES];
  const today = schedule(day);
  if (!today.isClosed) {
    for (const interval of today.intervals) {
      boundaries.push(toMinutes(interval.open));
      if (!runsPastMidnight(interval)) boundaries.push(toMinutes(interval.close));
    }
  }
  const yesterday = schedule(previousDay(day));
  if (!yesterday.isClosed) {
    for (const interval of yesterday.intervals)
      if (runsPastMidnight(interval)) boundaries.push(toMinutes(interval.close));
  }
  const next = Math.min(...boundaries.filter((b) => b > minutes));
  const change = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS + (next - minutes) * MINUTE_MS;
  // Clocks put forward in between bring the wall-clock moment closer by the shift.
  const shift = utcOffsetMinutes(new Date(change), timeZone) - utcOffsetMinutes(at, timeZone);
  return change - Math.max(0, shift) * MINUTE_MS;
}
