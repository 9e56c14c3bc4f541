import { issueMessage } from "./api-errors.ts";
import { z } from "zod";
import { I18nTextSchema } from "./common.ts";

/**
 * One admin write, as everything behind the HTTP edge sees it: its summary in both languages. The
 * API's answers (GET /api/history, newest first) name the ids `_id` and the summary `summaryI18n`:
 * the edge adapter `history-wire.ts` makes them.
 */
export const HistoryEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who wrote it; `id` is null once the member is gone. */
  actor: z.object({ id: z.string().nullable(), email: z.string(), name: z.string() }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  summary: I18nTextSchema,
  before: z.unknown(),
  after: z.unknown(),
  /** The thing has not changed since, and this kind of change can be undone. */
  undoable: z.boolean(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** Today's entries (everyone signed in): who and what only. */
export const TodayEntrySchema = HistoryEntrySchema.omit({
  before: true,
  after: true,
  undoable: true,
});
export type TodayEntry = z.infer<typeof TodayEntrySchema>;

export const HISTORY_PAGE_DEFAULT = 50;
export const HISTORY_PAGE_MAX = 200;

/** `before` is an entry's id: the page continues with the entries older than it. */
export const HistoryQuerySchema = z.object({
  limit: z.coerce
    .number({ error: issueMessage("historyLimitWhole") })
    .int(issueMessage("historyLimitWhole"))
    .min(1, issueMessage("historyLimitMin"))
    .max(HISTORY_PAGE_MAX, issueMessage("historyLimitMax", { max: HISTORY_PAGE_MAX }))
    .default(HISTORY_PAGE_DEFAULT),
  before: z.string().max(100).optional(),
});
