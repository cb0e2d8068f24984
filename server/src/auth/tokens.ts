import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A bearer token as given to the client; only its digest is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Four digits without a leading zero, so the code survives being read as a number. */
export function newVerificationCode(): string {
  return String(randomInt(1000, 10000));
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** How long a session lives: `idleMs` since its last use, and `maxMs` since sign-in however busy. */
export interface SessionLimits {
  readonly idleMs: number;
  readonly maxMs: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function positiveWhole(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined) return fallback;
  const value = raw.trim();
  if (!/^\d+$/.test(value) || Number(value) <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return Number(value);
}

/** SESSION_IDLE_MINUTES (default 120) and SESSION_MAX_HOURS (default 24); a malformed value stops the start. */
export function readSessionLimits(env: Readonly<Record<string, string | undefined>>): SessionLimits {
  return {
    idleMs: positiveWhole(env, 'SESSION_IDLE_MINUTES', 120) * MINUTE_MS,
    maxMs: positiveWhole(env, 'SESSION_MAX_HOURS', 24) * HOUR_MS,
  };
}
