import type { HistoryEntity } from "../history/change.server.ts";

/**
 * The content-changed event: every admin write calls `changed()`, and the response cache
 * (server/http/response-cache.server.ts) drops what it keeps, so a change in the admin panel is
 * visible on the next request and nothing is made again in between.
 */
export function createContentChanges() {
  const listeners = new Set<(entities: readonly HistoryEntity[]) => void>();
  return {
    /** `entities`: the kinds of record the write changed, for the shared cache's purge by tag. */
    changed(entities: readonly HistoryEntity[] = ["unknown"]) {
      for (const listener of listeners) listener(entities);
    },
    onChange(listener: (entities: readonly HistoryEntity[]) => void) {
      listeners.add(listener);
    },
  };
}
export type ContentChanges = ReturnType<typeof createContentChanges>;

/** How long a finished public answer stays true: until the next content change, and until the clock's next change (ms). */
export interface AnswerLifetime {
  onChange(listener: () => void): void;
  changesAt(): Promise<number>;
}
