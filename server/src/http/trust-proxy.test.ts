import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { readTrustProxy } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it('trusts nobody unless told, and takes a count of proxies or their addresses', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy(' ')).toBe(false);
    expect(readTrustProxy('1')).toBe(1);
    expect(readTrustProxy('10.0.0.1, 10.1.0.0/16 ::1')).toBe('10.0.0.1,10.1.0.0/16,::1');
  });

  it('refuses trusting anyone and what is not an address', () => {
    for (const bad of ['true', '*', '0', '99', '10.0.0.1/33', 'proxy.example.com', '10.0.0.1/8/1']) {
      expect(() => readTrustProxy(bad), bad).toThrow('TRUST_PROXY');
    }
  });
});

describe('the address the limits count', () => {
  let untrusting: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    untrusting = await createTestApp();
    behindProxy = await createTestApp({ trustProxy: '127.0.0.1' });
  });
  afterAll(async () => {
    await untrusting.close();
    await behindProxy.close();
  });

  // Twenty wrong passwords from "one address" over many emails close that address for a while.
  const hammer = async (ctx: TestApp, forwardedFor: (i: number) => string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/dashboard/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor(i), accept: 'application/json' },
        payload: { email: `nobody${i}@example.com`, password: 'wrong-password' },
      });
      statuses.push(answer.statusCode);
    }
    return statuses;
  };

  it('ignores a forwarded address from a client that is not a trusted proxy', async () => {
    const statuses = await hammer(untrusting, (i) => `203.0.113.${i}`);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('counts the client a trusted proxy names', async () => {
    const statuses = await hammer(behindProxy, (i) => `203.0.113.${i}`);
    expect(statuses.every((status) => status === 422)).toBe(true);
  });
});
