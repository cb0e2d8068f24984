// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearReset, getResetCode, getResetEmail, setResetCode } from '../session/session';
import { requestResetCode } from './ResetPasswordEmailPage';

const answers: unknown[] = [];

beforeEach(() => {
  clearReset();
  answers.length = 0;
  vi.stubGlobal('fetch', async () => {
    const body = answers.shift() ?? { message: 'Code Sent', data: {} };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('requestResetCode', () => {
  it('needs no code in the answer: the email is kept and no stale hint is left', async () => {
    setResetCode('9999');
    await requestResetCode('admin@example.com');
    expect(getResetEmail()).toBe('admin@example.com');
    expect(getResetCode()).toBeNull();
  });

  it('keeps the code a demonstration server answers, for the hint', async () => {
    answers.push({ message: 'Code Sent', data: { active_code: '4321' } });
    await requestResetCode('admin@example.com');
    expect(getResetCode()).toBe('4321');
  });
});
