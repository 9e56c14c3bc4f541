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

/** The start of the minute that holds `ms`: opening hours change on whole minutes. */
export const wholeMinute = (ms: number) => Math.floor(ms / 60_000) * 60_000;

// Today's time-zone rules change a zone's offset only on a quarter hour of UTC, so an offset
// asked of Intl once holds for its whole quarter hour.
const QUARTER_HOUR_MS = 15 * 60_000;
const MAX_REMEMBERED = 64;
const offsets = new Map<string, number>();
const quarterHourOf = (timeZone: string, at: number) =>
  `${timeZone} ${Math.floor(at / QUARTER_HOUR_MS)}`;

function remember(key: string, offsetMinutes: number) {
  if (offsets.size >= MAX_REMEMBERED) offsets.delete(offsets.keys().next().value as string);
  offsets.set(key, offsetMinutes);
}

/** Minutes that the wall clock in `timeZone` is ahead of UTC at the instant `at`; Intl knows the daylight-saving rules. */
export function utcOffsetMinutes(at: Date, timeZone: string): number {
  const key = quarterHourOf(timeZone, at.getTime());
  let offset = offsets.get(key);
  if (offset === undefined) {
    const parts: Record<string, number> = {};
    for (const part of formatterFor(timeZone).formatToParts(at)) {
      if (part.type !== "literal") parts[part.type] = Number(part.value);
    }
    const shown = Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
    );
    offset = Math.round((shown - wholeMinute(at.getTime())) / 60_000);
    remember(key, offset);
  }
  return offset;
}

/**
 * Takes an offset that the server already asked of Intl. The browser's first Intl formatter
 * starts up its locale data, about 12 ms of main thread on a slow phone; a page that brings the
 * offset for its own instant hydrates without it.
 */
export function rememberUtcOffset(timeZone: string, at: number, offsetMinutes: number) {
  remember(quarterHourOf(timeZone, at), offsetMinutes);
}

/** The calendar day of a UTC date triple; the weekday comes from the date, not from a name. */
export function calendarDay(year: number, month: number, day: number): CalendarDay {
  const utc = new Date(Date.UTC(year, month - 1, day));
  return {
    year: utc.getUTCFullYear(),
    month: utc.getUTCMonth() + 1,
    day: utc.getUTCDate(),
    weekday: utc.getUTCDay(),
  };
}

export function previousDay(day: CalendarDay): CalendarDay {
  return calendarDay(day.year, day.month, day.day - 1);
}

/** What a clock on the wall in `timeZone` shows at the instant `at`; the visitor's own time zone never matters. */
export function wallClock(at: Date, timeZone: string): WallClock {
  const shown = new Date(at.getTime() + utcOffsetMinutes(at, timeZone) * 60_000);
  return {
    day: calendarDay(shown.getUTCFullYear(), shown.getUTCMonth() + 1, shown.getUTCDate()),
    minutes: shown.getUTCHours() * 60 + shown.getUTCMinutes(),
  };
}
