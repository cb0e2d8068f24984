/**
 * Throttles of the public session routes (sign-in, password reset). Kept in memory: a restart
 * forgets them, as a Laravel cache store would. `request.ip` is the client address: behind a
 * reverse proxy, Fastify must be told to trust it or every client shares the proxy's address.
 */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** At most `max` events in any `windowMs`. */
export interface Ceiling {
  readonly max: number;
  readonly windowMs: number;
}

/** Buckets above this many are swept of what the window has dropped, so memory stays bounded. */
const SWEEP_ABOVE = 10_000;

/** Event times per bucket (an email, an address) in a sliding window. */
export class SlidingWindow {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly windowMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private recent(bucket: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.events.get(bucket) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.events.delete(bucket);
    else this.events.set(bucket, kept);
    return kept;
  }

  count(bucket: string): number {
    return this.recent(bucket).length;
  }

  /** Records an event now and answers its time, which `remove` takes back. */
  add(bucket: string): number {
    if (this.events.size > SWEEP_ABOVE) for (const key of [...this.events.keys()]) this.recent(key);
    const at = this.now();
    this.events.set(bucket, [...this.recent(bucket), at]);
    return at;
  }

  /** Takes back one event recorded at `at`, e.g. a try counted up front that turned out right. */
  remove(bucket: string, at: number): void {
    const times = this.events.get(bucket);
    const index = times?.indexOf(at) ?? -1;
    if (!times || index < 0) return;
    times.splice(index, 1);
    if (times.length === 0) this.events.delete(bucket);
  }

  /** Seconds until fewer than `max` events are left in the window; 0 when there already are. */
  secondsUntilBelow(bucket: string, max: number): number {
    const times = this.recent(bucket);
    if (times.length < max) return 0;
    // The window reopens when enough of the oldest events have left it.
    const oldest = times[times.length - max] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }
}

const emailBucket = (email: string): string => `email:${email.trim().toLowerCase()}`;
const addressBucket = (address: string): string => `address:${address}`;

/** Ceilings on events per email and per client address; once any is reached, the next is refused. */
export class Ceilings {
  private readonly windows: { readonly ceiling: Ceiling; readonly perEmail: boolean; readonly window: SlidingWindow }[];

  constructor(perEmail: readonly Ceiling[], perAddress: readonly Ceiling[], now: () => number = () => Date.now()) {
    this.windows = [
      ...perEmail.map((ceiling) => ({ ceiling, perEmail: true, window: new SlidingWindow(ceiling.windowMs, now) })),
      ...perAddress.map((ceiling) => ({ ceiling, perEmail: false, window: new SlidingWindow(ceiling.windowMs, now) })),
    ];
  }

  /** Seconds until an event for this email from this address is allowed; 0 when it is. */
  retryAfter(email: string, address: string): number {
    let wait = 0;
    for (const { ceiling, perEmail, window } of this.windows) {
      const bucket = perEmail ? emailBucket(email) : addressBucket(address);
      wait = Math.max(wait, window.secondsUntilBelow(bucket, ceiling.max));
    }
    return wait;
  }

  record(email: string, address: string): void {
    for (const { perEmail, window } of this.windows) window.add(perEmail ? emailBucket(email) : addressBucket(address));
  }
}

// --- password reset ---

export interface ResetLimits {
  /** Codes sent (forget-password and resend-otp together). */
  readonly sendsPerEmail: readonly Ceiling[];
  readonly sendsPerAddress: readonly Ceiling[];
  /** Refused guesses (wrong, expired, locked or unknown); reaching one locks the whole flow. */
  readonly missesPerEmail: readonly Ceiling[];
  readonly missesPerAddress: readonly Ceiling[];
}

/**
 * Codes are four digits, 1000-9999: 9,000 values. Each code also dies after five wrong guesses,
 * and a new code does not give the email new guesses, since misses are counted here per email.
 *
 * - Per email: at most 10 wrong guesses an hour (then the flow is locked for the rest of the
 *   hour) and 20 a day, whatever the addresses: a chance of 10 / 9,000 = 0.11 % an hour and
 *   20 / 9,000 = 0.22 % a day of finding one admin's code (about 6.5 % over a month of trying).
 * - Per address: at most 30 wrong guesses an hour over any emails (0.33 % an hour of taking some
 *   account, at most 10 guesses on each), and 20 codes sent an hour; per email 5 codes an hour.
 */
export const RESET_LIMITS: ResetLimits = {
  sendsPerEmail: [{ max: 5, windowMs: HOUR }],
  sendsPerAddress: [{ max: 20, windowMs: HOUR }],
  missesPerEmail: [
    { max: 10, windowMs: HOUR },
    { max: 20, windowMs: DAY },
  ],
  missesPerAddress: [{ max: 30, windowMs: HOUR }],
};

/** The password-reset flow's throttle; counts unknown emails exactly as real ones. */
export class ResetThrottle {
  private readonly sends: Ceilings;
  private readonly misses: Ceilings;

  constructor(limits: ResetLimits = RESET_LIMITS, now: () => number = () => Date.now()) {
    this.sends = new Ceilings(limits.sendsPerEmail, limits.sendsPerAddress, now);
    this.misses = new Ceilings(limits.missesPerEmail, limits.missesPerAddress, now);
  }

  /** Seconds until a code may be sent; a flow locked by misses sends none either. */
  sendWait(email: string, address: string): number {
    return Math.max(this.sends.retryAfter(email, address), this.misses.retryAfter(email, address));
  }

  /** Seconds until a guess is heard. */
  guessWait(email: string, address: string): number {
    return this.misses.retryAfter(email, address);
  }

  sent(email: string, address: string): void {
    this.sends.record(email, address);
  }

  missed(email: string, address: string): void {
    this.misses.record(email, address);
  }
}

// --- sign-in ---

export interface SignInLimits {
  /** Failures one address may make on one email before it waits. */
  readonly freeFailures: number;
  /** The first wait; each further failure doubles it, up to `maxDelayMs`. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** How long an address's failures on an email are remembered after the last one. */
  readonly memoryMs: number;
  /** Failures of one address over any emails (one address trying many accounts). */
  readonly perAddress: Ceiling;
  /**
   * Failures on one email from every address that mark a guessing campaign: then any address
   * has a single free failure on that email. No address is refused before it has failed itself,
   * so the right password from a clean address always gets through.
   */
  readonly campaign: Ceiling;
  /**
   * Password checks running at once for one address and for one email. A check costs tens of
   * milliseconds of CPU and 16 MB (scrypt): beyond these a try is refused at once, unchecked. An
   * address has room for a few admins signing in together (an office behind one address).
   */
  readonly concurrentPerAddress: number;
  readonly concurrentPerEmail: number;
}

export const SIGN_IN_LIMITS: SignInLimits = {
  freeFailures: 5,
  firstDelayMs: MINUTE,
  maxDelayMs: HOUR,
  memoryMs: DAY,
  perAddress: { max: 20, windowMs: 15 * MINUTE },
  campaign: { max: 50, windowMs: HOUR },
  concurrentPerAddress: 4,
  concurrentPerEmail: 2,
};

/** A try let through to the password check: settle it once the check has answered. */
export interface SignInTry {
  settle(rightPassword: boolean): void;
}

/** Refused before any check: wait `retryAfter` seconds; `busy` when only the checks running at once refused it. */
export interface SignInRefusal {
  readonly retryAfter: number;
  readonly busy: boolean;
}

interface PairFailures {
  count: number;
  last: number;
}

/**
 * Failed sign-ins per (email, address) with a growing delay, plus a ceiling per address. There is
 * no lock per email: a lock that any address could trigger would lock the admin out.
 */
export class SignInThrottle {
  private readonly pairs = new Map<string, PairFailures>();
  private readonly addresses: SlidingWindow;
  private readonly emails: SlidingWindow;
  private readonly running = new Map<string, number>();

  constructor(
    private readonly limits: SignInLimits = SIGN_IN_LIMITS,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.addresses = new SlidingWindow(limits.perAddress.windowMs, now);
    this.emails = new SlidingWindow(limits.campaign.windowMs, now);
  }

  private pairKey(email: string, address: string): string {
    return `${emailBucket(email)} ${addressBucket(address)}`;
  }

  private pair(key: string): PairFailures | undefined {
    const failures = this.pairs.get(key);
    if (failures && this.now() - failures.last > this.limits.memoryMs) {
      this.pairs.delete(key);
      return undefined;
    }
    return failures;
  }

  /** Seconds until this address may try this email again; 0 when it may. */
  retryAfter(email: string, address: string): number {
    const { limits } = this;
    let wait = this.addresses.secondsUntilBelow(addressBucket(address), limits.perAddress.max);
    const failures = this.pair(this.pairKey(email, address));
    const underCampaign = this.emails.count(emailBucket(email)) >= limits.campaign.max;
    const free = underCampaign ? 1 : limits.freeFailures;
    if (failures && failures.count >= free) {
      const delay = Math.min(limits.firstDelayMs * 2 ** (failures.count - free), limits.maxDelayMs);
      wait = Math.max(wait, Math.ceil((failures.last + delay - this.now()) / 1000));
    }
    return Math.max(0, wait);
  }

  fail(email: string, address: string): void {
    if (this.pairs.size > SWEEP_ABOVE) for (const key of [...this.pairs.keys()]) this.pair(key);
    const key = this.pairKey(email, address);
    this.pairs.set(key, { count: (this.pair(key)?.count ?? 0) + 1, last: this.now() });
    this.addresses.add(addressBucket(address));
    this.emails.add(emailBucket(email));
  }

  /** The right password starts this address over on this email; other addresses keep their count. */
  succeed(email: string, address: string): void {
    this.pairs.delete(this.pairKey(email, address));
  }

  /**
   * Counts a try as a failure before its password is checked, in the same turn as the limits are
   * read, so tries sent at once cannot all pass a limit that only their answers would have reached.
   * The right password takes its count back. Also refuses a try while too many checks for its
   * address or email are running.
   */
  begin(email: string, address: string): SignInTry | SignInRefusal {
    const wait = this.retryAfter(email, address);
    if (wait > 0) return { retryAfter: wait, busy: false };
    const keys = [addressBucket(address), emailBucket(email)];
    const caps = [this.limits.concurrentPerAddress, this.limits.concurrentPerEmail];
    if (keys.some((key, i) => (this.running.get(key) ?? 0) >= (caps[i] ?? 0))) return { retryAfter: 1, busy: true };
    for (const key of keys) this.running.set(key, (this.running.get(key) ?? 0) + 1);

    if (this.pairs.size > SWEEP_ABOVE) for (const key of [...this.pairs.keys()]) this.pair(key);
    const pairKey = this.pairKey(email, address);
    const before = this.pair(pairKey);
    this.pairs.set(pairKey, { count: (before?.count ?? 0) + 1, last: this.now() });
    const addressAt = this.addresses.add(addressBucket(address));
    const emailAt = this.emails.add(emailBucket(email));
    let settled = false;
    return {
      settle: (rightPassword) => {
        if (settled) return;
        settled = true;
        for (const key of keys) {
          const left = (this.running.get(key) ?? 1) - 1;
          if (left > 0) this.running.set(key, left);
          else this.running.delete(key);
        }
        if (!rightPassword) return;
        this.succeed(email, address);
        this.addresses.remove(addressBucket(address), addressAt);
        this.emails.remove(emailBucket(email), emailAt);
      },
    };
  }
}
