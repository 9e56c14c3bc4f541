import {
  calendarDay,
  isoDate,
  nextChange,
  toMinutes,
  wallClock,
  weeklySchedule,
  withSpecialDays,
  type Schedule,
} from "@shared/opening-hours/index.ts";
import { restaurant } from "@shared/restaurant.ts";
import type { OpeningHoursRepo } from "../opening-hours/opening-hours.repo.server.ts";
import type { SpecialDaysRepo } from "../special-days/special-days.repo.server.ts";

/** A moment on the restaurant's wall clock, "YYYY-MM-DDTHH:MM": such strings sort like the moments they name. */
export type WallTime = string;

const pad = (n: number) => String(n).padStart(2, "0");

export function wallTimeOf(at: Date, timeZone: string = restaurant.timeZone): WallTime {
  const clock = wallClock(at, timeZone);
  return `${isoDate(clock.day)}T${pad(Math.floor(clock.minutes / 60))}:${pad(clock.minutes % 60)}`;
}

/** How far ahead a sold-out mark looks for the next opening; after a month closed, the mark is stale anyway. */
const LOOK_AHEAD_DAYS = 31;

/**
 * When a dish marked sold out at `markedAt` is back: the first opening on a later calendar day
 * than the mark. Without any opening in the next month (no hours entered), the next day.
 */
export function soldOutUntil(
  markedAt: Date,
  schedule: Schedule,
  timeZone: string = restaurant.timeZone,
): WallTime {
  const marked = wallClock(markedAt, timeZone).day;
  for (let ahead = 1; ahead <= LOOK_AHEAD_DAYS; ahead++) {
    const day = calendarDay(marked.year, marked.month, marked.day + ahead);
    const hours = schedule(day);
    if (hours.isClosed || hours.intervals.length === 0) continue;
    const opens = Math.min(...hours.intervals.map((i) => toMinutes(i.open)));
    return `${isoDate(day)}T${pad(Math.floor(opens / 60))}:${pad(opens % 60)}`;
  }
  return `${isoDate(calendarDay(marked.year, marked.month, marked.day + 1))}T00:00`;
}

/**
 * The clock that sold-out marks and availability dates are read against: the present moment
 * and the restaurant's schedule (weekly hours with special days), read afresh each time.
 */
export interface MenuClock {
  now: WallTime;
  today: string;
  /** When a dish marked at this UTC time (ISO string) is back; null when it is not marked. */
  soldOutUntil(markedAt: string | null): WallTime | null;
  /** The instant (ms) from which anything read against this clock may read otherwise (an opening, a closing, midnight). */
  changesAt: number;
}

export function createMenuClock(
  hours: OpeningHoursRepo,
  specialDays: SpecialDaysRepo,
  nowMs: () => number = Date.now,
) {
  return async (): Promise<MenuClock> => {
    const [weekly, special] = await Promise.all([hours.list(), specialDays.list()]);
    const schedule = withSpecialDays(weeklySchedule(weekly), special);
    const at = new Date(nowMs());
    const now = wallTimeOf(at);
    return {
      now,
      today: now.slice(0, 10),
      soldOutUntil: (markedAt) =>
        markedAt === null ? null : soldOutUntil(new Date(markedAt), schedule),
      changesAt: nextChange(schedule, at),
    };
  };
}
export type MenuClockSource = ReturnType<typeof createMenuClock>;
