import type { AdminMessageKey } from "../i18n/admin-i18n";

/** The week as staff read it, Monday first; the numbers are the API's (0 = Sunday). */
export const WEEK = [
  { weekday: 1, name: "weekdays.monday" },
  { weekday: 2, name: "weekdays.tuesday" },
  { weekday: 3, name: "weekdays.wednesday" },
  { weekday: 4, name: "weekdays.thursday" },
  { weekday: 5, name: "weekdays.friday" },
  { weekday: 6, name: "weekdays.saturday" },
  { weekday: 0, name: "weekdays.sunday" },
] as const satisfies readonly { weekday: number; name: AdminMessageKey }[];
