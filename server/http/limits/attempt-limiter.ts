// Counts attempts per key (a mobile, a client address) in a sliding window, in this process's memory.
// A shop of several servers shares its counts through Redis (server/http/limits/attempt-counters.ts), which
// keeps one of these as well for when Redis cannot be reached (docs/decisions/0028).
export class AttemptLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (times.length) this.hits.set(key, times);
    else this.hits.delete(key);
    return times;
  }

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const times = this.recent(key);
    if (times.length < this.max) return 0;
    return Math.max(1, Math.ceil((times[times.length - this.max]! + this.windowMs - this.now()) / 1000));
  }

  record(key: string): void {
    const times = this.recent(key);
    times.push(this.now());
    if (times.length > this.max) times.splice(0, times.length - this.max);
    this.hits.delete(key); // re-insert, so the map's order is least recently used first
    this.hits.set(key, times);
    if (this.hits.size > this.maxKeys) this.forgetOldest();
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  // Bounded memory under a flood of distinct keys: the least recently used keys go first.
  private forgetOldest(): void {
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys * 0.9) break;
      this.hits.delete(key);
    }
  }
}
