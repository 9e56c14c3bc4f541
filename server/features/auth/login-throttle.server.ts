/**
 * Limits password guesses per client address and per account, without letting anyone lock
 * the owner out. In memory: one process serves the site, and a restart forgetting the counters
 * is harmless.
 *
 * - An attempt is counted when it starts, before its password is checked, so a burst of
 *   concurrent requests cannot slip past the limit while the first checks are still running.
 *   A success, or an attempt that was never checked, gives its count back.
 * - Per address: at most ADDRESS_LIMIT failures in a window, whatever the accounts.
 * - Per account: failures from all addresses add up, but they never close the account. Past
 *   ACCOUNT_ALERT failures the account is under attack, and an address may then fail on it only
 *   ADDRESS_LIMIT_UNDER_ATTACK times. An address that has not failed on it yet (the owner's)
 *   is always checked, so a botnet costs the owner nothing but gets one or two guesses per address.
 */
export const WINDOW_MS = 15 * 60 * 1000;
export const ADDRESS_LIMIT = 5;
export const ACCOUNT_ALERT = 30;
export const ADDRESS_LIMIT_UNDER_ATTACK = 2;
const MAX_KEYS = 50_000;

interface Counter {
  count: number;
  windowStart: number;
}

export type ThrottleDecision = { allowed: false; retryAfterSeconds: number } | { allowed: true; attempt: LoginAttempt };

export interface LoginAttempt {
  /** The password was right: the address starts afresh and the account's count is given back. */
  succeeded(): void;
  /** The password was never checked (the server was too busy): the attempt does not count. */
  notChecked(): void;
}

export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts an attempt for this address (see address-key.server.ts) and account, or refuses it. */
  begin(address: string, account: string): ThrottleDecision {
    const keys = { address: `address:${address}`, account: `account:${account}`, pair: `pair:${account}\n${address}` };
    const byAddress = this.live(keys.address);
    if (byAddress && byAddress.count >= ADDRESS_LIMIT) return this.refuse(byAddress);
    const byAccount = this.live(keys.account);
    const pair = this.live(keys.pair);
    if (byAccount && byAccount.count >= ACCOUNT_ALERT && pair && pair.count >= ADDRESS_LIMIT_UNDER_ATTACK) return this.refuse(pair);

    for (const key of Object.values(keys)) this.add(key, 1);
    return {
      allowed: true,
      attempt: {
        succeeded: () => {
          this.counters.delete(keys.address);
          this.counters.delete(keys.pair);
          this.add(keys.account, -1);
        },
        notChecked: () => {
          for (const key of Object.values(keys)) this.add(key, -1);
        },
      },
    };
  }

  private refuse(counter: Counter): ThrottleDecision {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((counter.windowStart + WINDOW_MS - this.now()) / 1000)) };
  }

  private add(key: string, delta: number): void {
    const counter = this.live(key);
    if (counter) {
      counter.count = Math.max(0, counter.count + delta);
      return;
    }
    if (delta <= 0) return;
    if (this.counters.size >= MAX_KEYS) this.makeRoom();
    this.counters.set(key, { count: delta, windowStart: this.now() });
  }

  private live(key: string): Counter | undefined {
    const counter = this.counters.get(key);
    if (counter && this.now() - counter.windowStart >= WINDOW_MS) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  /** Drops expired counters; if that is not enough, the oldest tenth (a Map keeps insertion order). */
  private makeRoom(): void {
    for (const key of [...this.counters.keys()]) this.live(key);
    if (this.counters.size < MAX_KEYS) return;
    let drop = Math.ceil(MAX_KEYS / 10);
    for (const key of this.counters.keys()) {
      if (drop-- <= 0) break;
      this.counters.delete(key);
    }
  }
}
