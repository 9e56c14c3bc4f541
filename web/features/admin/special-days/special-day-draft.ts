import { z } from "zod";
import { codeOfMessage } from "@shared/contract/api-errors.ts";
import type { SpecialDay, SpecialDayInput } from "@shared/contract/special-day.ts";
import {
  SpecialDayRequestSchema,
  type SpecialDayRequest,
} from "@shared/contract/special-day-wire.ts";
import type { Interval } from "@shared/contract/opening-hours.ts";
import { draftOf, type DayDraft } from "../opening-hours/day-draft";
import { DayTimesRule } from "../opening-hours/hours-validation";
import { formIssue } from "../i18n/admin-i18n";
import { checkForm, type FieldErrors, type IssuePlacement } from "../ui/use-schema-form";

/** The add form as typed: dates as the date inputs give them (YYYY-MM-DD or empty), hours as a weekday's, the note by the request's field names. */
export interface SpecialDayDraft extends DayDraft {
  from: string;
  /** Empty for a single day. */
  to: string;
  note_en: string;
  note_de: string;
  /** Shown at the top of the website from 14 days before. */
  announce: boolean;
}

/** The body of POST /api/special-days before SpecialDayRequestSchema checks it: every field of the request, by its name; `to` only for a range. */
export type SpecialDayPayload = Required<Omit<SpecialDayRequest, "to">> &
  Pick<SpecialDayRequest, "to">;
/** The fields the add form shows a message at. */
export type SpecialDayField = keyof SpecialDayRequest &
  ("from" | "to" | "intervals" | "note_en" | "note_de");

/** A new special day: open, with the new-day interval 11:00–22:00, like a new weekday. */
export function emptySpecialDay(): SpecialDayDraft {
  return { ...draftOf(undefined), from: "", to: "", note_en: "", note_de: "", announce: true };
}

/** Every field from the draft, so a request field the form does not fill is a type error. */
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

/** The add form's own rule beside the contract's and the times' (DayTimesRule): a first date is chosen. */
const FromChosenRule = z
  .object({ from: z.string().min(1, formIssue("dateRequired")) })
  .transform(() => ({}));

/**
 * The add form's schema: SpecialDayRequestSchema, the server's own, and the form's rules; its
 * result is the one input. A day already over is refused too, once all else is right: it would
 * never show in the upcoming list.
 */
export const specialDayFormSchema = (today: string) =>
  z.intersection(z.intersection(FromChosenRule, DayTimesRule), SpecialDayRequestSchema).superRefine(
    (day, ctx) => {
      if (day.to < today) ctx.addIssue({ code: "custom", message: formIssue("dateInPast") });
    },
    { when: (payload) => payload.issues.length === 0 },
  );

/** The rules on the whole day: the range's end before its start, a day over, or an open day without times. */
export const specialDayIssuePlacement: IssuePlacement<SpecialDayDraft> = {
  rootField: "intervals",
  fieldOf: (issue, draft) => {
    if (issue.path.length > 0) return undefined;
    const { code } = codeOfMessage(issue.message);
    if (code === "endBeforeStart") return "to";
    if (code === "dateInPast") return draft.to ? "to" : "from";
    return "intervals";
  },
};

/** The one input, or the first message per field (codes): what the add form checks before sending. */
export function checkSpecialDay(
  draft: SpecialDayDraft,
  today: string,
): { payload: SpecialDayInput } | { errors: FieldErrors } {
  const result = checkForm(
    specialDayFormSchema(today),
    draft,
    toSpecialDayInput,
    specialDayIssuePlacement,
  );
  return "data" in result ? { payload: result.data } : result;
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
