import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './rate-limit.js';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('AttemptLimiter', () => {
  it('refuses the sixth attempt for one email after five failures, until the window moves on', () => {
    const time = clock();
    const limiter = new AttemptLimiter({ perKey: 5, perAddress: 20, windowMs: 15 * 60_000 }, time.now);
    for (let i = 0; i < 5; i++) {
      expect(limiter.retryAfter('Admin@Example.com', '10.0.0.1')).toBe(0);
      limiter.fail('admin@example.com', '10.0.0.1');
      time.advance(1000);
    }
    expect(limiter.retryAfter('admin@example.com', '10.0.0.2')).toBeGreaterThan(0);
    // Another email from the same address is still allowed.
    expect(limiter.retryAfter('other@example.com', '10.0.0.1')).toBe(0);
    time.advance(15 * 60_000 - 4000);
    expect(limiter.retryAfter('admin@example.com', '10.0.0.1')).toBe(0);
  });

  it('refuses an address after twenty failures over any emails', () => {
    const time = clock();
    const limiter = new AttemptLimiter(undefined, time.now);
    for (let i = 0; i < 20; i++) limiter.fail(`user${i}@example.com`, '10.0.0.9');
    expect(limiter.retryAfter('fresh@example.com', '10.0.0.9')).toBe(15 * 60);
    expect(limiter.retryAfter('fresh@example.com', '10.0.0.10')).toBe(0);
  });

  it('forgets an email’s failures after a successful sign-in', () => {
    const limiter = new AttemptLimiter();
    for (let i = 0; i < 4; i++) limiter.fail('a@example.com', '10.0.0.1');
    limiter.succeed('a@example.com');
    limiter.fail('a@example.com', '10.0.0.1');
    expect(limiter.retryAfter('a@example.com', '10.0.0.1')).toBe(0);
  });
});
