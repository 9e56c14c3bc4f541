import { restaurant } from "../restaurant.ts";
import { runsPastMidnight, toMinutes, type Schedule } from "./schedule.ts";
import { previousDay, wallClock } from "./wall-clock.ts";

/**
 * Whether the restaurant is open at the instant `at`, judged by the wall clock in the
 * restaurant's time zone. An interval that runs past midnight is open from its start to the
 * end of its day, and keeps the next day open until its close.
 */
export function isOpenAt(schedule: Schedule, at: Date, timeZone: string = restaurant.timeZone): boolean {
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
