/**
 * Runs at most `concurrency` password hashes at once and lets at most `maxWaiting` more wait.
 * Each scrypt hash holds 128 MiB and a thread of libuv's pool, which also reads files for the
 * site: an unbounded pile of hashes would exhaust memory and stall everything else. Past the
 * queue the caller answers 503 at once. The room (2 running, 8 waiting) exceeds the attempts
 * one address may have open at a time (ADDRESS_LIMIT in login-throttle.server.ts), so one
 * address alone never fills it and the owner's login from elsewhere still gets a place.
 */
export class PasswordCheckQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency = 2,
    private readonly maxWaiting = 8,
  ) {}

  /** The work's result, or undefined (synchronously decided) when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T> | undefined {
    if (this.running >= this.concurrency && this.waiting.length >= this.maxWaiting) return undefined;
    return this.turn().then(async () => {
      try {
        return await work();
      } finally {
        this.running -= 1;
        this.waiting.shift()?.();
      }
    });
  }

  private turn(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.running += 1;
        resolve();
      }),
    );
  }
}
