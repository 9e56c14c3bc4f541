/**
 * Runs at most `concurrency` password hashes at once and lets at most `maxWaiting` more wait.
 * Each scrypt hash holds 128 MiB and a thread of libuv's pool, which also reads files for the
 * site: an unbounded pile of hashes would exhaust memory and stall everything else. Past the
 * queue the caller answers 503 at once, before anything is counted.
 *
 * A client (an address) has at most one check running and `perClient` in the queue in all, so
 * 20 attacking addresses fill at most 20·perClient places and the owner's login still gets one.
 * Of the waiting checks, the one whose client has the fewest attempts counted goes next (a tie:
 * the longest waiting), so the owner's login from a clean address starts next even while
 * attackers' checks are queued.
 *
 * The login keeps two: one for unknown devices, and a lane of its own for browsers holding a
 * device proof (device-proof.server.ts), whose checks never wait behind an attacker's.
 */
export class PasswordCheckQueue {
  private readonly running = new Set<string>();
  private readonly held = new Map<string, number>();
  private readonly waiting: { client: string; failures: () => number; start: () => void }[] = [];

  constructor(
    private readonly concurrency = 2,
    private readonly maxWaiting = 64,
    private readonly perClient = 3,
  ) {}

  /** Whether a check this client asked for now would get a place. Decide with it before counting anything. */
  hasRoom(client: string): boolean {
    if (this.running.size < this.concurrency && !this.running.has(client)) return true;
    return this.waiting.length < this.maxWaiting && (this.held.get(client) ?? 0) < this.perClient;
  }

  /**
   * The work's result, or undefined (decided at once) when the queue has no room for it.
   * `client` names who asks (an address key); `failures` tells, when a place frees, how many
   * attempts it has counted lately (fewer go first).
   */
  run<T>(
    client: string,
    work: () => Promise<T>,
    failures: () => number = () => 0,
  ): Promise<T> | undefined {
    if (!this.hasRoom(client)) return undefined;
    this.held.set(client, (this.held.get(client) ?? 0) + 1);
    return this.turn(client, failures).then(async () => {
      try {
        return await work();
      } finally {
        this.release(client);
      }
    });
  }

  private turn(client: string, failures: () => number): Promise<void> {
    if (this.running.size < this.concurrency && !this.running.has(client)) {
      this.running.add(client);
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ client, failures, start: resolve }));
  }

  private release(client: string): void {
    this.running.delete(client);
    const left = (this.held.get(client) ?? 1) - 1;
    if (left > 0) this.held.set(client, left);
    else this.held.delete(client);

    // The place stays free when every waiting check belongs to a running client (each gets its
    // turn when its own check ends).
    let next = -1;
    let fewest = Infinity;
    this.waiting.forEach((w, i) => {
      if (this.running.has(w.client)) return;
      const failures = w.failures();
      if (failures < fewest) [next, fewest] = [i, failures];
    });
    const [entry] = next === -1 ? [] : this.waiting.splice(next, 1);
    if (!entry) return;
    this.running.add(entry.client);
    entry.start();
  }
}
