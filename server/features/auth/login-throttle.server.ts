/**
 * Slows down and then refuses repeated failed logins, per client address and per account.
 * In memory: one process serves the site, and a restart forgetting the counters is harmless.
 */
export interface ThrottleDecision {
  /** Seconds to wait before another attempt is accepted; 0 when allowed. */
  retryAfterSeconds: number;
  /** Milliseconds to hold the answer back, growing with each failure. */
  delayMs: number;
}

const WINDOW_MS = 15 * 60 * 1000;
const FREE_FAILURES = 4;
export const MAX_FAILURES = 8;
const MAX_DELAY_MS = 2000;
const MAX_KEYS = 50_000;

interface Entry {
  failures: number;
  windowStart: number;
}

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  check(keys: string[]): ThrottleDecision {
    let failures = 0;
    let oldest = Infinity;
    for (const key of keys) {
      const entry = this.live(key);
      if (entry && entry.failures > failures) {
        failures = entry.failures;
        oldest = entry.windowStart;
      }
    }
    if (failures >= MAX_FAILURES) {
      return { retryAfterSeconds: Math.max(1, Math.ceil((oldest + WINDOW_MS - this.now()) / 1000)), delayMs: 0 };
    }
    const over = failures - FREE_FAILURES;
    return { retryAfterSeconds: 0, delayMs: over < 0 ? 0 : Math.min(MAX_DELAY_MS, 250 * 2 ** over) };
  }

  fail(keys: string[]): void {
    if (this.entries.size > MAX_KEYS) this.prune();
    for (const key of keys) {
      const entry = this.live(key);
      if (entry) entry.failures += 1;
      else this.entries.set(key, { failures: 1, windowStart: this.now() });
    }
  }

  succeed(keys: string[]): void {
    for (const key of keys) this.entries.delete(key);
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.windowStart > WINDOW_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    for (const key of [...this.entries.keys()]) this.live(key);
  }
}
