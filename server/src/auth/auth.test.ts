// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseCatalogue, loadCatalogue } from './catalogue.js';
import { hashPassword, verifyPassword } from './password.js';
import { bearerToken, digest, newToken, newVerificationCode, sameDigest } from './tokens.js';

describe('passwords', () => {
  it('hashes with a salt and verifies', async () => {
    const one = await hashPassword('Secret1');
    const two = await hashPassword('Secret1');
    expect(one).not.toBe(two);
    expect(await verifyPassword('Secret1', one)).toBe(true);
    expect(await verifyPassword('secret1', one)).toBe(false);
    expect(await verifyPassword('Secret1', 'plain text')).toBe(false);
  });
});

describe('tokens', () => {
  it('makes 32-byte hex tokens and stores only their digest', () => {
    const token = newToken();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(digest(token)).not.toBe(token);
    expect(sameDigest(digest(token), digest(token))).toBe(true);
    expect(sameDigest(digest(token), digest(newToken()))).toBe(false);
  });

  it('makes four-digit codes', () => {
    for (let i = 0; i < 50; i += 1) expect(newVerificationCode()).toMatch(/^[1-9]\d{3}$/);
  });

  it('reads bearer headers', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe('permission catalogue', () => {
  it('loads the catalogue file', () => {
    const catalogue = loadCatalogue();
    expect(catalogue.groups.map((group) => group.parent)).toContain('banks');
  });

  it('names the place of a mistake', () => {
    expect(() => parseCatalogue({ groups: [{ parent: 'x', label: { ar: 'س' }, keys: ['index'] }] })).toThrow(/groups\[0\]\.label/);
    expect(() => parseCatalogue({ groups: [{ parent: 'x', label: { ar: 'س', en: 'x' }, keys: [] }] })).toThrow(/groups\[0\]\.keys/);
    expect(() => parseCatalogue({})).toThrow(/groups/);
  });
});
