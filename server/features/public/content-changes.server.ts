/**
 * The content-changed event: every admin write calls `changed()`, and the response cache
 * (server/http/response-cache.server.ts) drops what it keeps, so a change in the admin panel is
 * visible on the next request and nothing is made again in between.
 */
export function createContentChanges() {
  const listeners = new Set<() => void>();
  return {
    changed() {
      for (const listener of listeners) listener();
    },
    onChange(listener: () => void) {
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
