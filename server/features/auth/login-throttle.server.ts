import { DEVICE_PROOF_DAYS } from "./device-proof.server.ts";

/**
 * Limits password guesses at an account without letting an attack lock its staff out, by
 * OWASP's device cookies (device-proof.server.ts). The counters live in memory: one process
 * serves the site, and a restart forgetting them is harmless, since the proofs are kept.
 *
 * - An attempt is counted when it starts, before its password is checked, so a burst of
 *   concurrent requests cannot slip past the limit while the first checks are still running.
 *   The caller begins an attempt only once the password-check queue has taken it: an attempt
 *   that is never checked creates no counter.
 * - A known device (a browser with a live proof for the account) has DEVICE_LIMIT attempts per
 *   window of its own, whatever anyone else does. A proof that has spent them is locked out
 *   until it would expire anyway, and the browser counts as unknown from then on.
 * - Unknown devices share one budget per account, ACCOUNT_LIMIT attempts per window, whatever
 *   their addresses; within it an address (an IPv4 address or IPv6 /64) has
 *   ADDRESS_ACCOUNT_LIMIT, so a burst from one address cannot spend the account's budget alone
 *   and someone on a new network can mistype twice. A right password is not counted against
 *   the account.
 * - An unknown device's address has ADDRESS_LIMIT attempts in a window whatever the accounts,
 *   an IPv6 /48 NETWORK_LIMIT, so one /48 is not 65,536 addresses.
 * - Nothing is evicted before it expires. Counters are only created by checked attempts, which
 *   the queue limits to a few a second, so they stay few; past MAX_KEYS (never reached at that
 *   rate) attempts are refused as busy rather than forgetting anyone's failures.
 */
export const WINDOW_MS = 15 * 60 * 1000;
export const DEVICE_LIMIT = 10;
export const ACCOUNT_LIMIT = 20;
export const ADDRESS_ACCOUNT_LIMIT = 3;
export const ADDRESS_LIMIT = 5;
export const NETWORK_LIMIT = 20;
const LOCKED_FOR_MS = DEVICE_PROOF_DAYS * 24 * 3600_000;
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
  /** A live device proof's id for this account, which `trusts()` accepted. */
  device?: string | undefined;
}

export type ThrottleDecision =
  | { allowed: false; retryAfterSeconds: number }
  | { allowed: false; full: true }
  | { allowed: true; attempt: LoginAttempt };

export interface LoginAttempt {
  /** The password was right: the device or address starts afresh, and the account gets the attempt back. */
  succeeded(): void;
}

export class LoginThrottle {
  // A Map keeps insertion order, and an entry is only ever inserted when its window starts (or,
  // for a locked proof, with the same lifetime as every other): the oldest come first, so
  // expired entries are swept from the front.
  private readonly counters = new Map<string, Counter>();
  private readonly locked = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Failures of this address in the current window: the password-check queue serves clean addresses first. */
  failures(address: string): number {
    return this.live(`address:${address}`)?.count ?? 0;
  }

  /**
   * Whether a device proof still has a budget of its own. One that has spent it is locked out
   * now: call this right before `begin()`, in the same turn.
   */
  trusts(device: string): boolean {
    this.sweep();
    if (this.locked.has(device)) return false;
    const key = `device:${device}`;
    if ((this.live(key)?.count ?? 0) < DEVICE_LIMIT) return true;
    this.counters.delete(key);
    this.locked.set(device, this.now() + LOCKED_FOR_MS);
    return false;
  }

  /** Counts an attempt for this client and account, or refuses it. */
  begin(client: ClientKeys, account: string): ThrottleDecision {
    this.sweep();
    if (client.device) return this.beginKnown(`device:${client.device}`);
    const keys = {
      address: `address:${client.address}`,
      pair: `pair:${account}\n${client.address}`,
      account: `account:${account}`,
    };
    const network = client.network ? `network:${client.network}` : undefined;
    const limits = [
      [keys.address, ADDRESS_LIMIT],
      [keys.pair, ADDRESS_ACCOUNT_LIMIT],
      [keys.account, ACCOUNT_LIMIT],
      [network, NETWORK_LIMIT],
    ] as const;
    for (const [key, limit] of limits) {
      const counter = key ? this.live(key) : undefined;
      if (counter && counter.count >= limit) return this.refuse(counter);
    }
    if (this.counters.size + limits.length > MAX_KEYS) return { allowed: false, full: true };

    for (const [key] of limits) if (key) this.add(key);
    return {
      allowed: true,
      attempt: {
        succeeded: () => {
          this.counters.delete(keys.address);
          this.counters.delete(keys.pair);
          const shared = this.live(keys.account);
          if (shared && shared.count > 0) shared.count -= 1;
        },
      },
    };
  }

  private beginKnown(key: string): ThrottleDecision {
    const counter = this.live(key);
    if (counter && counter.count >= DEVICE_LIMIT) return this.refuse(counter);
    if (this.counters.size + 1 > MAX_KEYS) return { allowed: false, full: true };
    this.add(key);
    return { allowed: true, attempt: { succeeded: () => void this.counters.delete(key) } };
  }

  private refuse(counter: Counter): ThrottleDecision {
    return {
      allowed: false,
      retryAfterSeconds: Math.max(
        1,
        Math.ceil((counter.windowStart + WINDOW_MS - this.now()) / 1000),
      ),
    };
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
      if (this.now() - counter.windowStart < WINDOW_MS) break;
      this.counters.delete(key);
    }
    for (const [device, until] of this.locked) {
      if (until > this.now()) break;
      this.locked.delete(device);
    }
  }
}
