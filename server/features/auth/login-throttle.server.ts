/**
 * Limits password guesses per client address and per account, without letting anyone lock
 * the owner out. In memory: one process serves the site, and a restart forgetting the counters
 * is harmless.
 *
 * - An attempt is counted when it starts, before its password is checked, so a burst of
 *   concurrent requests cannot slip past the limit while the first checks are still running.
 *   The caller begins an attempt only once the password-check queue has taken it: an attempt
 *   that is never checked creates no counter.
 * - Per address (an IPv4 address or IPv6 /64): at most ADDRESS_LIMIT failures in a window,
 *   whatever the accounts; per IPv6 /48 at most NETWORK_LIMIT, so one /48 is not 65,536 addresses.
 * - Per account: an address may fail on an account once per window, unless it has logged in to
 *   that account before (then ADDRESS_LIMIT applies). So N attacking addresses get at most N
 *   guesses at an account per window, and an address that has not failed on it (the owner's)
 *   is always checked: the account is never closed.
 * - Nothing is evicted before it expires. Counters are only created by checked attempts, which
 *   the queue limits to a few a second, so they stay few; past MAX_KEYS (never reached at that
 *   rate) attempts are refused as busy rather than forgetting anyone's failures.
 */
export const WINDOW_MS = 15 * 60 * 1000;
export const ADDRESS_LIMIT = 5;
export const NETWORK_LIMIT = 20;
export const UNKNOWN_ADDRESS_LIMIT_PER_ACCOUNT = 1;
// How long a successful login makes an address known to that account, and how many it remembers.
const KNOWN_FOR_MS = 30 * 24 * 3600_000;
const KNOWN_PER_ACCOUNT = 16;
const MAX_KEYS = 200_000;

interface Counter {
  count: number;
  windowStart: number;
}

export interface ClientKeys {
  /** The IPv4 address or IPv6 /64 (address-key.server.ts). */
  address: string;
  /** The IPv6 /48, when the client is on IPv6. */
  network?: string | undefined;
}

export type ThrottleDecision = { allowed: false; retryAfterSeconds: number } | { allowed: false; full: true } | { allowed: true; attempt: LoginAttempt };

export interface LoginAttempt {
  /** The password was right: the address starts afresh, and becomes known to the account. */
  succeeded(): void;
}

export class LoginThrottle {
  // A Map keeps insertion order, and a counter is only ever inserted when its window starts:
  // the oldest windows come first, so expired counters are swept from the front.
  private readonly counters = new Map<string, Counter>();
  private readonly known = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Failures of this address in the current window: the password-check queue serves clean addresses first. */
  failures(address: string): number {
    return this.live(`address:${address}`)?.count ?? 0;
  }

  /** Counts an attempt for this client and account, or refuses it. */
  begin(client: ClientKeys, account: string): ThrottleDecision {
    this.sweep();
    const keys = { address: `address:${client.address}`, pair: `pair:${account}\n${client.address}` };
    const network = client.network ? `network:${client.network}` : undefined;
    const pairLimit = this.isKnown(account, client.address) ? ADDRESS_LIMIT : UNKNOWN_ADDRESS_LIMIT_PER_ACCOUNT;
    for (const [key, limit] of [[keys.address, ADDRESS_LIMIT], [keys.pair, pairLimit], [network, NETWORK_LIMIT]] as const) {
      const counter = key ? this.live(key) : undefined;
      if (counter && counter.count >= limit) return this.refuse(counter);
    }
    if (this.counters.size + 3 > MAX_KEYS) return { allowed: false, full: true };

    for (const key of [keys.address, keys.pair, network]) if (key) this.add(key);
    return {
      allowed: true,
      attempt: {
        succeeded: () => {
          this.counters.delete(keys.address);
          this.counters.delete(keys.pair);
          this.remember(account, client.address);
        },
      },
    };
  }

  private refuse(counter: Counter): ThrottleDecision {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((counter.windowStart + WINDOW_MS - this.now()) / 1000)) };
  }

  private add(key: string): void {
    const counter = this.live(key);
    if (counter) counter.count += 1;
    else this.counters.set(key, { count: 1, windowStart: this.now() });
  }

  private live(key: string): Counter | undefined {
    const counter = this.counters.get(key);
    if (counter && this.now() - counter.windowStart >= WINDOW_MS) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  private sweep(): void {
    for (const [key, counter] of this.counters) {
      if (this.now() - counter.windowStart < WINDOW_MS) return;
      this.counters.delete(key);
    }
  }

  private isKnown(account: string, address: string): boolean {
    const until = this.known.get(account)?.get(address);
    return until !== undefined && until > this.now();
  }

  /** Only a right password gets here, so this holds a few entries per real admin. */
  private remember(account: string, address: string): void {
    const addresses = this.known.get(account) ?? new Map<string, number>();
    addresses.delete(address);
    addresses.set(address, this.now() + KNOWN_FOR_MS);
    for (const oldest of addresses.keys()) {
      if (addresses.size <= KNOWN_PER_ACCOUNT) break;
      addresses.delete(oldest);
    }
    this.known.set(account, addresses);
  }
}
