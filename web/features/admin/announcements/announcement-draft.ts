import { z } from "zod";
import { codeOfMessage } from "@shared/contract/api-errors.ts";
import type { Announcement } from "@shared/contract/announcement.ts";
import {
  AnnouncementRequestSchema,
  type AnnouncementRequest,
} from "@shared/contract/announcement-wire.ts";
import { formIssue } from "../i18n/admin-i18n";
import type { IssuePlacement } from "../ui/use-schema-form";

/** The form as typed: dates as the date inputs give them (YYYY-MM-DD or empty), the texts by the request's field names. */
export interface AnnouncementDraft {
  text_de: string;
  text_en: string;
  from: string;
  until: string;
}

/** The body of POST and PUT /api/announcements before AnnouncementRequestSchema checks it: every field of the request. */
export type AnnouncementPayload = Required<AnnouncementRequest>;

/** The form's own rule beside the contract's: both dates chosen. It only checks; the result is the contract's one input. */
const AnnouncementFormRules = z
  .object({
    from: z.string().min(1, formIssue("dateRequired")),
    until: z.string().min(1, formIssue("dateRequired")),
  })
  .transform(() => ({}));

/** The form's schema: AnnouncementRequestSchema, the server's own, and the form's rule. */
export const AnnouncementFormSchema = z.intersection(
  AnnouncementFormRules,
  AnnouncementRequestSchema,
);

/** The rules on the whole announcement: its days out of order at Until, no text at the German text. */
export const announcementIssuePlacement: IssuePlacement<AnnouncementDraft> = {
  rootField: "text_de",
  fieldOf: (issue) =>
    issue.path.length === 0 && codeOfMessage(issue.message).code === "announcementOrder"
      ? "until"
      : undefined,
};

/** A new announcement runs today only, until staff choose otherwise. */
export const emptyAnnouncement = (today: string): AnnouncementDraft => ({
  text_de: "",
  text_en: "",
  from: today,
  until: today,
});

export const draftOf = (a: Announcement): AnnouncementDraft => ({
  text_de: a.text.de,
  text_en: a.text.en,
  from: a.from,
  until: a.until,
});

/** Running today or later, by first day. */
export const currentAnnouncements = (list: readonly Announcement[], today: string) =>
  list.filter((a) => a.until >= today).sort((a, b) => a.from.localeCompare(b.from));
