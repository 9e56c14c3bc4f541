import { createHmac, randomBytes } from "node:crypto";

/** At most this many visitors a day are told apart; beyond it, a spike costs no more memory. */
export const DAILY_VISITORS_MAX = 100_000;

/**
 * Who has been counted today, and nothing that outlives the day: a visitor is an HMAC of
 * (address, user agent) under a random key made for the day and kept in this process's memory
 * only, replaced with the day. The keys are short hashes in a capped set, never written
 * anywhere. A restart or a restore starts a new key, so one person may count twice that day,
 * never once across two days.
 */
export function createDailyVisitors(max = DAILY_VISITORS_MAX) {
  let day = "";
  let salt = randomBytes(32);
  let seen = new Set<string>();

  /** The day's key of a visitor, starting a new day (new salt, empty set) when `today` moved on. */
  function keyOf(today: string, address: string, userAgent: string): string {
    if (today !== day) {
      day = today;
      salt = randomBytes(32);
      seen = new Set();
    }
    // 96 bits: a chance collision among a day's visitors is out of reach.
    return createHmac("sha256", salt)
      .update(address)
      .update("\0")
      .update(userAgent)
      .digest("base64url")
      .slice(0, 16);
  }

  return {
    keyOf,
    /** True the first time a key is seen today; once the set is full, false (the figure is then a floor). */
    arrive(key: string): boolean {
      if (seen.has(key) || seen.size >= max) return false;
      seen.add(key);
      return true;
    },
    /** How many are kept now: tests see the cap hold. */
    get size() {
      return seen.size;
    },
  };
}
export type DailyVisitors = ReturnType<typeof createDailyVisitors>;
