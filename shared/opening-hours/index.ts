// The one opening-hours module: the badge, the hours list and the server's structured data use it.
export { groupRows, WEEK_ORDER, type HoursRow } from "./group-rows.ts";
export { isOpenAt, nextChange } from "./open-now.ts";
export {
  hoursOfWeekday,
  runsPastMidnight,
  toMinutes,
  weeklySchedule,
  type DayHours,
  type Schedule,
} from "./schedule.ts";
export {
  calendarDay,
  previousDay,
  rememberUtcOffset,
  utcOffsetMinutes,
  wallClock,
  wholeMinute,
  type CalendarDay,
  type WallClock,
} from "./wall-clock.ts";
export {
  isoDate,
  todayIso,
  withSpecialDays,
  yesterdayIso,
  type DateOverride,
} from "./special-days.ts";
