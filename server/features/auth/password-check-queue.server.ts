/**
 * Runs at most `concurrency` password hashes at once and lets at most `maxWaiting` more wait.
 * Each scrypt hash holds 128 MiB and a thread of libuv's pool, which also reads files for the
 * site: an unbounded pile of hashes would exhaust memory and stall everything else. Past the
 * queue the caller answers 503 at once. The room (2 running, 8 waiting) exceeds the attempts
 * one address may have open at a time (ADDRESS_LIMIT in login-throttle.server.ts), so one
 * address alone never fills it and the owner's login from elsewhere still gets a place.
 *
 * A client (an address) has at most one check running; its others wait. So one address never
 * holds every place: the owner's login from elsewhere starts at once, even while an attacker's
 * checks are queued, and the attacker's own answers come one at a time.
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
    if (this.total < this.concurrency && !this.running.has(client)) {
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

    // The longest-waiting check of a client with none running; the place stays free when every
    // waiting check belongs to a running client (each gets its turn when its own check ends).
    const next = this.waiting.findIndex((w) => !this.running.has(w.client));
    if (next === -1) return;
    const [entry] = this.waiting.splice(next, 1);
    if (!entry) return;
    this.occupy(entry.client);
    entry.start();
  }
}
