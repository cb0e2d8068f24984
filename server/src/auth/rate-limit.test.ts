import { describe, expect, it } from 'vitest';
import { RESET_LIMITS, ResetThrottle, SIGN_IN_LIMITS, SignInThrottle, SlidingWindow } from './rate-limit.js';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('SlidingWindow', () => {
  it('reopens as the oldest events leave the window', () => {
    const time = clock();
    const window = new SlidingWindow(10 * MINUTE, time.now);
    window.add('a');
    time.advance(MINUTE);
    window.add('a');
    expect(window.secondsUntilBelow('a', 2)).toBe(9 * 60);
    expect(window.secondsUntilBelow('a', 3)).toBe(0);
    time.advance(9 * MINUTE);
    expect(window.count('a')).toBe(1);
    expect(window.secondsUntilBelow('a', 2)).toBe(0);
  });
});

describe('SignInThrottle', () => {
  it('makes one address wait on one email after five failures, a minute and then doubling up to an hour', () => {
    const time = clock();
    const throttle = new SignInThrottle(SIGN_IN_LIMITS, time.now);
    for (let i = 0; i < 5; i++) {
      expect(throttle.retryAfter('Admin@Example.com', '10.0.0.1')).toBe(0);
      throttle.fail('admin@example.com', '10.0.0.1');
    }
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const wait = throttle.retryAfter('admin@example.com', '10.0.0.1');
      waits.push(wait);
      time.advance(wait * 1000);
      throttle.fail('admin@example.com', '10.0.0.1');
    }
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
    // The same email from another address, and another email from this one, are not slowed.
    expect(throttle.retryAfter('admin@example.com', '10.0.0.2')).toBe(0);
    expect(throttle.retryAfter('other@example.com', '10.0.0.1')).toBe(0);
  });

  it('forgets a pair’s failures after the right password, or a day without failures', () => {
    const time = clock();
    const throttle = new SignInThrottle(SIGN_IN_LIMITS, time.now);
    for (let i = 0; i < 5; i++) throttle.fail('a@example.com', '10.0.0.1');
    throttle.succeed('a@example.com', '10.0.0.1');
    expect(throttle.retryAfter('a@example.com', '10.0.0.1')).toBe(0);
    for (let i = 0; i < 5; i++) throttle.fail('a@example.com', '10.0.0.1');
    time.advance(24 * HOUR + 1);
    throttle.fail('a@example.com', '10.0.0.1');
    expect(throttle.retryAfter('a@example.com', '10.0.0.1')).toBe(0);
  });

  it('refuses an address after twenty failures over any emails, for fifteen minutes', () => {
    const time = clock();
    const throttle = new SignInThrottle(SIGN_IN_LIMITS, time.now);
    for (let i = 0; i < 20; i++) throttle.fail(`user${i}@example.com`, '10.0.0.9');
    expect(throttle.retryAfter('fresh@example.com', '10.0.0.9')).toBe(15 * 60);
    expect(throttle.retryAfter('fresh@example.com', '10.0.0.10')).toBe(0);
  });

  it('gives each address a single free failure on an email under a campaign, and never refuses a clean one', () => {
    const time = clock();
    const throttle = new SignInThrottle(SIGN_IN_LIMITS, time.now);
    for (let i = 0; i < 50; i++) throttle.fail('admin@example.com', `198.51.100.${i}`);
    expect(throttle.retryAfter('admin@example.com', '10.0.0.1')).toBe(0);
    throttle.fail('admin@example.com', '10.0.0.1');
    expect(throttle.retryAfter('admin@example.com', '10.0.0.1')).toBe(60);
    // The campaign ends with its hour.
    time.advance(HOUR);
    expect(throttle.retryAfter('admin@example.com', '10.0.0.1')).toBe(0);
  });
});

describe('ResetThrottle', () => {
  it('limits sends per email and per address over an hour', () => {
    const time = clock();
    const throttle = new ResetThrottle(RESET_LIMITS, time.now);
    for (let i = 0; i < 5; i++) throttle.sent('a@example.com', `10.0.0.${i}`);
    expect(throttle.sendWait('A@example.com', '10.0.1.1')).toBe(3600);
    for (let i = 0; i < 20; i++) throttle.sent(`u${i}@example.com`, '10.0.0.50');
    expect(throttle.sendWait('b@example.com', '10.0.0.50')).toBe(3600);
    expect(throttle.sendWait('b@example.com', '10.0.0.51')).toBe(0);
    time.advance(HOUR);
    expect(throttle.sendWait('a@example.com', '10.0.0.50')).toBe(0);
  });

  it('locks an email after ten misses in an hour and twenty in a day, sends included', () => {
    const time = clock();
    const throttle = new ResetThrottle(RESET_LIMITS, time.now);
    const miss = (count: number) => {
      for (let i = 0; i < count; i++) throttle.missed('a@example.com', `10.0.${time.now()}.${i}`);
    };
    miss(10);
    expect(throttle.guessWait('a@example.com', '10.9.9.9')).toBe(3600);
    expect(throttle.sendWait('a@example.com', '10.9.9.9')).toBe(3600);
    time.advance(HOUR);
    expect(throttle.guessWait('a@example.com', '10.9.9.9')).toBe(0);
    miss(10);
    // Twenty in the day: locked until the first of them is a day old.
    expect(throttle.guessWait('a@example.com', '10.9.9.9')).toBe(23 * 3600);
    expect(throttle.guessWait('b@example.com', '10.9.9.9')).toBe(0);
  });

  it('limits misses per address over any emails to thirty an hour', () => {
    const throttle = new ResetThrottle(RESET_LIMITS, clock().now);
    for (let i = 0; i < 30; i++) throttle.missed(`u${i % 4}@example.com`, '10.0.0.7');
    expect(throttle.guessWait('fresh@example.com', '10.0.0.7')).toBe(3600);
    expect(throttle.guessWait('fresh@example.com', '10.0.0.8')).toBe(0);
  });
});

describe('SignInThrottle.begin', () => {
  it('counts a try before its check, so five tries begun together leave the sixth waiting a minute', () => {
    const time = clock();
    const throttle = new SignInThrottle({ ...SIGN_IN_LIMITS, concurrentPerAddress: 10, concurrentPerEmail: 10 }, time.now);
    const tries = Array.from({ length: 5 }, () => throttle.begin('admin@example.com', '10.0.0.1'));
    expect(tries.every((one) => 'settle' in one)).toBe(true);
    expect(throttle.begin('admin@example.com', '10.0.0.1')).toEqual({ retryAfter: 60, busy: false });
  });

  it('refuses a third check at once for an email, a fifth for an address, and takes back a right password', () => {
    const time = clock();
    const throttle = new SignInThrottle(SIGN_IN_LIMITS, time.now);
    const first = throttle.begin('a@example.com', '10.0.0.1');
    const second = throttle.begin('a@example.com', '10.0.0.2');
    expect(throttle.begin('a@example.com', '10.0.0.3')).toEqual({ retryAfter: 1, busy: true });
    const others = ['b', 'c', 'd'].map((name) => throttle.begin(`${name}@example.com`, '10.0.0.1'));
    expect(throttle.begin('e@example.com', '10.0.0.1')).toEqual({ retryAfter: 1, busy: true });
    if (!('settle' in first) || !('settle' in second)) throw new Error('both should have begun');
    first.settle(true);
    second.settle(false);
    for (const other of others) if ('settle' in other) other.settle(true);
    // The right passwords on the address were taken back: all twenty failures are left.
    for (let i = 0; i < 20; i++) {
      const next = throttle.begin(`x${i}@example.com`, '10.0.0.1');
      if (!('settle' in next)) throw new Error(`try ${i} was refused`);
      next.settle(false);
    }
    expect(throttle.begin('y@example.com', '10.0.0.1')).toEqual({ retryAfter: 15 * 60, busy: false });
  });
});
