import { z } from "zod";
import { I18nTextSchema } from "./common.ts";

/**
 * The history's edge adapter: the API's answers name the entry's and the actor's id `_id` and the
 * summary `summaryI18n`; everything behind the edge sees the one shape of `history.ts`. The
 * answers are `toHistoryEntryWire` and `toTodayEntryWire`, read back with their `from…` twins (history-reader.ts).
 */

/** One admin write as GET /api/history answers it (the OpenAPI component `HistoryEntry`), its fields in the answer's order. */
export const HistoryEntryWireSchema = z.object({
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
export type HistoryEntryWire = z.infer<typeof HistoryEntryWireSchema>;

/** GET /api/history/today (everyone signed in): today's entries, who and what only. */
export const TodayEntryWireSchema = HistoryEntryWireSchema.omit({
  before: true,
  after: true,
  undoable: true,
});
export type TodayEntryWire = z.infer<typeof TodayEntryWireSchema>;
