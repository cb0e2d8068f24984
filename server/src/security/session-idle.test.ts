// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '../auth/guard.js';
import { openStore } from '../db/store.js';
import { ADMIN, createTestApp, type TestApp } from '../testing/harness.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** As SESSION_IDLE_MINUTES=120 and SESSION_MAX_HOURS=24 set them. */
const LIMITS = { idleMs: 120 * MINUTE, maxMs: 24 * 60 * MINUTE };

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Whether the token is let in at `at` (milliseconds from now), as a call at that moment would be. */
async function signedInAt(token: string, at: number): Promise<boolean> {
  const store = openStore(ctx.dbPath);
  try {
    return authenticate(store, `Bearer ${token}`, LIMITS, Date.now() + at) !== undefined;
  } finally {
    store.close();
  }
}

describe('a session left idle', () => {
  it('ends exactly the idle limit after its last call, to the second', async () => {
    const token = await ctx.client.login(ADMIN);
    expect(await signedInAt(token, 0)).toBe(true);
    // A call 30 seconds later, then nothing: the session lasts until 120 minutes after that call.
    expect(await signedInAt(token, 30 * SECOND)).toBe(true);
    expect(await signedInAt(token, 30 * SECOND + 120 * MINUTE - SECOND)).toBe(true);
  });

  it('is over one second past the limit', async () => {
    const token = await ctx.client.login(ADMIN);
    expect(await signedInAt(token, 0)).toBe(true);
    expect(await signedInAt(token, 30 * SECOND)).toBe(true);
    expect(await signedInAt(token, 30 * SECOND + 120 * MINUTE + SECOND)).toBe(false);
  });
});
