/** A date on the calendar of one place, without a time of day. */
export interface CalendarDay {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
  /** 0 = Sunday to 6 = Saturday, as in the API. */
  weekday: number;
}

export interface WallClock {
  day: CalendarDay;
  /** Minutes since midnight on that day's clock: 0 to 1439. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day of a UTC date triple; the weekday comes from the date, not from a name. */
export function calendarDay(year: number, month: number, day: number): CalendarDay {
  const utc = new Date(Date.UTC(year, month - 1, day));
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate(), weekday: utc.getUTCDay() };
}

export function previousDay(day: CalendarDay): CalendarDay {
  return calendarDay(day.year, day.month, day.day - 1);
}

/**
 * What a clock on the wall in `timeZone` shows at the instant `at`. Intl knows the zone's
 * daylight-saving rules, so the visitor's own time zone never matters.
 */
export function wallClock(at: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    day: calendarDay(parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1),
    minutes: (parts.hour ?? 0) * 60 + (parts.minute ?? 0),
  };
}
