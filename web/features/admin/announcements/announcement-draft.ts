import {
  AnnouncementInputSchema,
  ANNOUNCEMENT_ORDER,
  type Announcement,
} from "@shared/contract/announcement.ts";
import type { z } from "zod";

/** The form as typed: dates as the date inputs give them (YYYY-MM-DD or empty). */
export interface AnnouncementDraft {
  text_de: string;
  text_en: string;
  from: string;
  until: string;
}

export type AnnouncementPayload = z.output<typeof AnnouncementInputSchema>;
export type AnnouncementField = keyof AnnouncementDraft;
export type AnnouncementErrors = Partial<Record<AnnouncementField, string>>;

export const DATE_REQUIRED = "Choose a date.";

/** A new announcement runs today only, until staff choose otherwise. */
export const emptyAnnouncement = (today: string): AnnouncementDraft => ({
  text_de: "",
  text_en: "",
  from: today,
  until: today,
});

export const draftOf = (a: Announcement): AnnouncementDraft => ({
  text_de: a.textI18n.de,
  text_en: a.textI18n.en,
  from: a.from,
  until: a.until,
});

/** The payload, or the first message per field, by the contract's own rules (the server's). */
export function checkAnnouncement(
  draft: AnnouncementDraft,
): { payload: AnnouncementPayload } | { errors: AnnouncementErrors } {
  const errors: AnnouncementErrors = {};
  if (!draft.from) errors.from = DATE_REQUIRED;
  if (!draft.until) errors.until = DATE_REQUIRED;
  const result = AnnouncementInputSchema.safeParse(draft);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const first = issue.path[0];
      const field: AnnouncementField =
        typeof first === "string" && first in draft
          ? (first as AnnouncementField)
          : issue.message === ANNOUNCEMENT_ORDER
            ? "until"
            : "text_de";
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !result.success) return { errors };
  return { payload: result.data };
}

/** Running today or later, by first day. */
export const currentAnnouncements = (list: readonly Announcement[], today: string) =>
  list.filter((a) => a.until >= today).sort((a, b) => a.from.localeCompare(b.from));
