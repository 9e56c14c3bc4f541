/**
 * A counter bumped by every admin write. Public answers are cached per version, so a change
 * in the admin panel is visible on the next request and nothing is recomputed in between.
 */
export function createContentVersion() {
  let version = 1;
  const listeners = new Set<() => void>();
  return {
    get: () => version,
    bump() {
      version += 1;
      for (const listener of listeners) listener();
    },
    onChange(listener: () => void) {
      listeners.add(listener);
    },
  };
}
export type ContentVersion = ReturnType<typeof createContentVersion>;
