import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingStep, totp } from './totp.js';

// RFC 6238, appendix B: the SHA-1 key "12345678901234567890" and its eight-digit codes, whose last six digits are ours.
const RFC_KEY = base32Encode(Buffer.from('12345678901234567890'));
const RFC_CODES: readonly [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it('gives the codes of RFC 6238 for its test key', () => {
    for (const [seconds, code] of RFC_CODES) expect(totp(RFC_KEY, seconds * 1000)).toBe(code.slice(2));
  });

  it('gives the HOTP values of RFC 4226 for its test key', () => {
    const key = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 9].map((counter) => hotp(key, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('reads back what it writes in base32, whatever the case and spacing', () => {
    expect(base32Decode(RFC_KEY.toLowerCase().replace(/(.{4})/g, '$1 '))?.toString()).toBe('12345678901234567890');
    expect(base32Decode('not base32!')).toBeUndefined();
  });

  it('takes a code one step either side of now, and none already used or older', () => {
    const now = 1_700_000_000_000;
    const previous = totp(RFC_KEY, now - 30_000);
    const next = totp(RFC_KEY, now + 30_000);
    const step = Math.floor(now / 30_000);
    expect(matchingStep(RFC_KEY, previous, null, now)).toBe(step - 1);
    expect(matchingStep(RFC_KEY, next, null, now)).toBe(step + 1);
    expect(matchingStep(RFC_KEY, totp(RFC_KEY, now - 90_000), null, now)).toBeUndefined();
    expect(matchingStep(RFC_KEY, previous, step - 1, now)).toBeUndefined();
    expect(matchingStep(RFC_KEY, totp(RFC_KEY, now), step - 1, now)).toBe(step);
    expect(matchingStep(RFC_KEY, '12345', null, now)).toBeUndefined();
  });
});
