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
