import type { Interval, OpeningHours, OpeningHoursInput } from "@shared/contract/opening-hours.ts";

/** A new day starts with 11:00–22:00; Add Interval appends 18:00–22:00. */
export const NEW_DAY_INTERVAL: Interval = { open: "11:00", close: "22:00" };
export const ADDED_INTERVAL: Interval = { open: "18:00", close: "22:00" };

/** An interval being edited; the key keeps React's inputs attached to the right interval. */
export interface DraftInterval extends Interval {
  key: number;
}

export interface DayDraft {
  isClosed: boolean;
  /** Kept while the day is marked closed, so unticking Closed brings the times back. */
  intervals: DraftInterval[];
}

let lastKey = 0;
const keyed = (interval: Interval): DraftInterval => ({
  open: interval.open,
  close: interval.close,
  key: ++lastKey,
});

export function draftOf(record: OpeningHours | undefined): DayDraft {
  const intervals = record?.intervals.length ? record.intervals : [NEW_DAY_INTERVAL];
  return { isClosed: record?.isClosed ?? false, intervals: intervals.map(keyed) };
}

// Generic, so a special day's draft (a DayDraft with dates and notes) keeps its other fields.
export function addInterval<D extends DayDraft>(draft: D): D {
  return { ...draft, intervals: [...draft.intervals, keyed(ADDED_INTERVAL)] };
}

/** Removing the last interval leaves the new-day default, never an open day without times. */
export function removeInterval<D extends DayDraft>(draft: D, key: number): D {
  const rest = draft.intervals.filter((interval) => interval.key !== key);
  return { ...draft, intervals: rest.length ? rest : [keyed(NEW_DAY_INTERVAL)] };
}

export function changeInterval<D extends DayDraft>(
  draft: D,
  key: number,
  change: Partial<Interval>,
): D {
  return {
    ...draft,
    intervals: draft.intervals.map((interval) =>
      interval.key === key ? { ...interval, ...change } : interval,
    ),
  };
}

/** The body of POST /api/opening-hours: a closed day sends an empty interval list. */
export function toPayload(weekday: number, draft: DayDraft): OpeningHoursInput {
  return {
    weekday,
    isClosed: draft.isClosed,
    intervals: draft.isClosed ? [] : draft.intervals.map(({ open, close }) => ({ open, close })),
  };
}
