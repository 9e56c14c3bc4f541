/**
 * A least-recently-used store in two segments, so that a flood of keys asked for once cannot
 * push out what is asked for again and again. A new key enters the probation segment; a second
 * use moves it to the protected segment, which holds at most a share of the room. A new key
 * only ever pushes out probation entries (the least recently used first), and when the protected
 * segment is full, its least recently used entry goes back to probation rather than out.
 *
 * Sized in entries and in bytes. lru-cache and its kin evict by recency alone, which is exactly
 * what a flood of one-time keys defeats.
 */
export class SegmentedLru<V> {
  // A Map iterates in insertion order: its first entry is its least recently used.
  private readonly probation = new Map<string, V>();
  private readonly protectedSegment = new Map<string, V>();
  private probationBytes = 0;
  private protectedBytes = 0;
  private readonly protectedEntries: number;
  private readonly protectedMaxBytes: number;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
    protectedShare = 0.8,
  ) {
    this.protectedEntries = Math.floor(maxEntries * protectedShare);
    this.protectedMaxBytes = Math.floor(maxBytes * protectedShare);
  }

  get size(): number {
    return this.probation.size + this.protectedSegment.size;
  }

  get bytes(): number {
    return this.probationBytes + this.protectedBytes;
  }

  /** The value, counted as a use: from probation it moves to the protected segment. */
  get(key: string): V | undefined {
    const kept = this.protectedSegment.get(key);
    if (kept !== undefined) {
      this.protectedSegment.delete(key);
      this.protectedSegment.set(key, kept);
      return kept;
    }
    const tried = this.probation.get(key);
    if (tried === undefined) return undefined;
    this.probation.delete(key);
    this.probationBytes -= this.sizeOf(tried);
    this.protectedSegment.set(key, tried);
    this.protectedBytes += this.sizeOf(tried);
    this.demoteOverflow();
    return tried;
  }

  /**
   * Keeps a value: in place of the key's old one, or as a new probation entry, for which only
   * probation entries make room; when they cannot, the new value is not kept.
   */
  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (this.protectedSegment.has(key)) {
      this.protectedBytes += size - this.sizeOf(this.protectedSegment.get(key) as V);
      this.protectedSegment.set(key, value);
      this.demoteOverflow();
      this.evictProbation();
      return;
    }
    this.delete(key);
    this.probation.set(key, value);
    this.probationBytes += size;
    this.evictProbation();
  }

  delete(key: string): void {
    const tried = this.probation.get(key);
    if (tried !== undefined) {
      this.probation.delete(key);
      this.probationBytes -= this.sizeOf(tried);
    }
    const kept = this.protectedSegment.get(key);
    if (kept !== undefined) {
      this.protectedSegment.delete(key);
      this.protectedBytes -= this.sizeOf(kept);
    }
  }

  clear(): void {
    this.probation.clear();
    this.protectedSegment.clear();
    this.probationBytes = 0;
    this.protectedBytes = 0;
  }

  /** Moves the protected segment's least recently used entries back to probation, as the most recently used there. */
  private demoteOverflow() {
    while (
      this.protectedSegment.size > 0 &&
      (this.protectedSegment.size > this.protectedEntries ||
        this.protectedBytes > this.protectedMaxBytes)
    ) {
      const [key, value] = this.protectedSegment.entries().next().value as [string, V];
      this.protectedSegment.delete(key);
      this.protectedBytes -= this.sizeOf(value);
      this.probation.set(key, value);
      this.probationBytes += this.sizeOf(value);
    }
  }

  private evictProbation() {
    while (this.probation.size > 0 && (this.size > this.maxEntries || this.bytes > this.maxBytes)) {
      const [key, value] = this.probation.entries().next().value as [string, V];
      this.probation.delete(key);
      this.probationBytes -= this.sizeOf(value);
    }
  }
}
