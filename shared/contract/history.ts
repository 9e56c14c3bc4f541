import { z } from "zod";
import { I18nTextSchema } from "./common.ts";

/** One admin write (GET /api/history, newest first). */
export const HistoryEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string().nullable(), email: z.string(), name: z.string() }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  summaryI18n: I18nTextSchema,
  before: z.unknown(),
  after: z.unknown(),
  /** The thing has not changed since, and this kind of change can be undone. */
  undoable: z.boolean(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** GET /api/history/today (everyone signed in): today's entries, who and what only. */
export const TodayEntrySchema = HistoryEntrySchema.omit({ before: true, after: true, undoable: true });
export type TodayEntry = z.infer<typeof TodayEntrySchema>;

export const HISTORY_PAGE_DEFAULT = 50;
export const HISTORY_PAGE_MAX = 200;

/** `before` is an entry's _id: the page continues with the entries older than it. */
export const HistoryQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a whole number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(HISTORY_PAGE_MAX, `limit must be at most ${HISTORY_PAGE_MAX}.`)
    .default(HISTORY_PAGE_DEFAULT),
  before: z.string().max(100).optional(),
});

export const HISTORY_ENTRY_NOT_FOUND = "History entry not found";
export const HISTORY_BEFORE_UNKNOWN = "before must be the id of a history entry.";
export const NOT_UNDOABLE = "This change cannot be undone.";
export const CHANGED_SINCE = "This cannot be undone: it has been changed again since. Undo the newer change first.";
export const FILE_GONE = "This cannot be undone: its files were removed after 30 days.";
export const CATEGORY_GONE = "This cannot be undone: the dish's category no longer exists. Bring the category back first.";
export const CATEGORY_HAS_DISHES = "This cannot be undone: the category has dishes now. Move or delete them first.";
