import {
  SpecialDayInputSchema,
  type SpecialDay,
  type SpecialDayFields,
  type SpecialDayInput,
} from "@shared/contract/special-day.ts";
import type { Interval } from "@shared/contract/opening-hours.ts";
import { draftOf, type DayDraft } from "../opening-hours/day-draft";
import { validateDay } from "../opening-hours/hours-validation";

/** The add form as typed: dates as the date inputs give them (YYYY-MM-DD or empty), hours as a weekday's. */
export interface SpecialDayDraft extends DayDraft {
  from: string;
  /** Empty for a single day. */
  to: string;
  note_en: string;
  note_de: string;
  /** Shown at the top of the website from 14 days before. */
  announce: boolean;
}

/** The body of POST /api/special-days before SpecialDayInputSchema checks it: every field of the contract, by its name; `to` only for a range. */
export type SpecialDayPayload = Required<Omit<SpecialDayInput, "to">> & Pick<SpecialDayInput, "to">;
/** The fields the add form shows a message at. */
export type SpecialDayField = keyof SpecialDayInput &
  ("from" | "to" | "intervals" | "note_en" | "note_de");
export type SpecialDayErrors = Partial<Record<SpecialDayField, string>>;

export const DATE_REQUIRED = "Choose a date.";
export const DATE_IN_PAST = "This date is over: choose today or a later date.";

/** A new special day: open, with the new-day interval 11:00–22:00, like a new weekday. */
export function emptySpecialDay(): SpecialDayDraft {
  return { ...draftOf(undefined), from: "", to: "", note_en: "", note_de: "", announce: true };
}

/** Every field from the draft, so a contract field the form does not fill is a type error. */
export function toSpecialDayInput(draft: SpecialDayDraft): SpecialDayPayload {
  return {
    from: draft.from,
    ...(draft.to ? { to: draft.to } : {}),
    isClosed: draft.isClosed,
    intervals: draft.isClosed ? [] : draft.intervals.map(({ open, close }) => ({ open, close })),
    note_en: draft.note_en,
    note_de: draft.note_de,
    announce: draft.announce,
  };
}

const FIELDS: readonly string[] = [
  "from",
  "to",
  "intervals",
  "note_en",
  "note_de",
] satisfies SpecialDayField[];

/**
 * The payload, or the first message per field. The times follow the weekday editor's rules
 * (a close up to 06:00 runs past midnight); everything else is SpecialDayInputSchema's, the
 * server's own. A day already over is refused too: it would never show in the upcoming list.
 */
export function checkSpecialDay(
  draft: SpecialDayDraft,
  today: string,
): { payload: SpecialDayFields } | { errors: SpecialDayErrors } {
  const errors: SpecialDayErrors = {};
  if (!draft.from) errors.from = DATE_REQUIRED;
  const times = validateDay({ isClosed: draft.isClosed, intervals: draft.intervals });
  if (times) errors.intervals = times;

  const input = toSpecialDayInput(draft);
  const result = SpecialDayInputSchema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const first = issue.path[0];
      // The rules on the whole day: the range's end before its start, or an open day without times.
      const field: SpecialDayField =
        typeof first === "string" && FIELDS.includes(first)
          ? (first as SpecialDayField)
          : draft.to && draft.to < draft.from
            ? "to"
            : "intervals";
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !result.success) return { errors };
  if (result.data.to < today) return { errors: { [draft.to ? "to" : "from"]: DATE_IN_PAST } };
  return { payload: result.data };
}

/** Today's and later special days (a range counts while its last day has not passed), by start date. */
export function upcomingSpecialDays(days: readonly SpecialDay[], today: string): SpecialDay[] {
  return days
    .filter((day) => day.to >= today)
    .sort((a, b) => (a.from === b.from ? 0 : a.from < b.from ? -1 : 1));
}

/** How many days a range covers, both ends included. */
export function dayCount(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** `closed` ("Closed", "Geschlossen"), or the intervals: "11:30–14:30, 17:00–01:00". */
export function formatHours(
  day: { isClosed: boolean; intervals: Interval[] },
  closed: string,
): string {
  if (day.isClosed || day.intervals.length === 0) return closed;
  return day.intervals.map(({ open, close }) => `${open}–${close}`).join(", ");
}
