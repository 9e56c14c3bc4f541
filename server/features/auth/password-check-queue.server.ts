/**
 * Runs at most `concurrency` password hashes at once and lets at most `maxWaiting` more wait.
 * Each scrypt hash holds 128 MiB and a thread of libuv's pool, which also reads files for the
 * site: an unbounded pile of hashes would exhaust memory and stall everything else. Past the
 * queue the caller answers 503 at once. The room (2 running, 8 waiting) exceeds the attempts
 * one address may have open at a time (ADDRESS_LIMIT in login-throttle.server.ts), so one
 * address alone never fills it and the owner's login from elsewhere still gets a place.
 *
 * A freed place goes to the longest-waiting check of a client that has none running, so the
 * owner waits for one check, not behind every check an attacker queued first.
 */
export class PasswordCheckQueue {
  private readonly running = new Map<string, number>();
  private total = 0;
  private readonly waiting: { client: string; start: () => void }[] = [];

  constructor(
    private readonly concurrency = 2,
    private readonly maxWaiting = 8,
  ) {}

  /** The work's result, or undefined (decided at once) when the queue is full. `client` names who asks (an address key). */
  run<T>(client: string, work: () => Promise<T>): Promise<T> | undefined {
    if (this.total >= this.concurrency && this.waiting.length >= this.maxWaiting) return undefined;
    return this.turn(client).then(async () => {
      try {
        return await work();
      } finally {
        this.release(client);
      }
    });
  }

  private turn(client: string): Promise<void> {
    if (this.total < this.concurrency) {
      this.occupy(client);
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ client, start: resolve }));
  }

  private occupy(client: string): void {
    this.total += 1;
    this.running.set(client, (this.running.get(client) ?? 0) + 1);
  }

  private release(client: string): void {
    this.total -= 1;
    const left = (this.running.get(client) ?? 1) - 1;
    if (left > 0) this.running.set(client, left);
    else this.running.delete(client);

    const fairest = this.waiting.findIndex((w) => !this.running.has(w.client));
    const [next] = this.waiting.splice(fairest === -1 ? 0 : fairest, 1);
    if (!next) return;
    this.occupy(next.client);
    next.start();
  }
}
