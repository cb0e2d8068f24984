import { describe, expect, it, vi } from 'vitest';

// Which signed-out modules were fetched (each mocked module records its first import).
const fetched = vi.hoisted(() => new Set<string>());
vi.mock('../auth/AuthLayout', () => (fetched.add('AuthLayout'), { AuthLayout: () => null }));
vi.mock('../auth/SignInPage', () => (fetched.add('SignInPage'), { SignInPage: () => null }));
vi.mock('../auth/ResetPasswordPage', () => (fetched.add('ResetPasswordPage'), { ResetPasswordPage: () => null }));
vi.mock('../auth/EmailVerificationPage', () => (fetched.add('EmailVerificationPage'), { EmailVerificationPage: () => null }));

const { preloadSignedOutPage } = await import('./authModules');

describe('preloadSignedOutPage', () => {
  it('fetches nothing for an address no signed-out page has', async () => {
    await preloadSignedOutPage('/banks/all');
    expect(fetched.size).toBe(0);
  });

  it('fetches the sign-in page alone, without the other pages’ frame, for the dashboard’s first address', async () => {
    await preloadSignedOutPage('/');
    expect([...fetched].sort()).toEqual(['SignInPage']);
  });

  it('fetches the page whose path, parameters included, matches the address', async () => {
    await preloadSignedOutPage('/email-verification/reset');
    expect(fetched.has('AuthLayout')).toBe(true);
    expect(fetched.has('EmailVerificationPage')).toBe(true);
    expect(fetched.has('ResetPasswordPage')).toBe(false);
  });
});
