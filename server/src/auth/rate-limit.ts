/**
 * Failed sign-in attempts, counted per email and per client address in a sliding window.
 * Once either count is reached, further attempts are refused (429) until the oldest failure
 * leaves the window. Kept in memory: a restart forgets them, as a Laravel cache store would.
 */
export interface AttemptLimits {
  readonly perKey: number;
  readonly perAddress: number;
  readonly windowMs: number;
}

export const SIGN_IN_LIMITS: AttemptLimits = { perKey: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: AttemptLimits = SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(bucket: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const kept = (this.failures.get(bucket) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(bucket);
    else this.failures.set(bucket, kept);
    return kept;
  }

  /** Seconds until an attempt for this key from this address is allowed again; 0 when it is. */
  retryAfter(key: string, address: string): number {
    const waits = [
      [this.recent(`key:${key.toLowerCase()}`), this.limits.perKey],
      [this.recent(`address:${address}`), this.limits.perAddress],
    ] as const;
    let wait = 0;
    for (const [times, limit] of waits) {
      if (times.length < limit) continue;
      // The window reopens when enough of the oldest failures have left it.
      const oldest = times[times.length - limit] ?? this.now();
      wait = Math.max(wait, Math.ceil((oldest + this.limits.windowMs - this.now()) / 1000));
    }
    return Math.max(0, wait);
  }

  fail(key: string, address: string): void {
    for (const bucket of [`key:${key.toLowerCase()}`, `address:${address}`]) {
      this.failures.set(bucket, [...this.recent(bucket), this.now()]);
    }
  }

  /** A successful sign-in clears its email's failures (the address keeps its count). */
  succeed(key: string): void {
    this.failures.delete(`key:${key.toLowerCase()}`);
  }
}
