import type { OpeningHours } from "@shared/contract/opening-hours.ts";

/**
 * A week of demo opening hours (0 = Sunday). Wednesday to Friday are identical so the site
 * groups them into one row; Tuesday closes a little earlier, so it keeps a row of its own;
 * Saturday's late shift closes after midnight (a close before the open runs into the next day).
 */
export const demoOpeningHours: readonly OpeningHours[] = [
  { weekday: 0, isClosed: false, intervals: [{ open: "12:00", close: "21:30" }] },
  { weekday: 1, isClosed: true, intervals: [] },
  {
    weekday: 2,
    isClosed: false,
    intervals: [
      { open: "11:30", close: "14:30" },
      { open: "17:30", close: "21:30" },
    ],
  },
  {
    weekday: 3,
    isClosed: false,
    intervals: [
      { open: "11:30", close: "14:30" },
      { open: "17:30", close: "22:00" },
    ],
  },
  {
    weekday: 4,
    isClosed: false,
    intervals: [
      { open: "11:30", close: "14:30" },
      { open: "17:30", close: "22:00" },
    ],
  },
  {
    weekday: 5,
    isClosed: false,
    intervals: [
      { open: "11:30", close: "14:30" },
      { open: "17:30", close: "22:00" },
    ],
  },
  {
    weekday: 6,
    isClosed: false,
    intervals: [
      { open: "12:00", close: "15:00" },
      { open: "17:00", close: "01:00" },
    ],
  },
];
