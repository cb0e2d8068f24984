import { preloadable } from './preloadable';

// The signed-out pages, each its own chunk: none loads the shell or any form library. A
// signed-out visitor's page is fetched beside React rather than after it (its route's preload). The sign-in page
// brings its own frame and no MUI; the others share the MUI frame (AuthLayout).
export const SignInPage = preloadable(() => import('../auth/SignInPage').then((m) => m.SignInPage));
export const AuthLayout = preloadable(() => import('../auth/AuthLayout').then((m) => m.AuthLayout));
const ResetPasswordEmailPage = preloadable(() => import('../auth/ResetPasswordEmailPage').then((m) => m.ResetPasswordEmailPage));
const EmailVerificationPage = preloadable(() => import('../auth/EmailVerificationPage').then((m) => m.EmailVerificationPage));
const ResetPasswordPage = preloadable(() => import('../auth/ResetPasswordPage').then((m) => m.ResetPasswordPage));
const ChangePhonePage = preloadable(() => import('../auth/ChangePhonePage').then((m) => m.ChangePhonePage));
const TwoFactorChallengePage = preloadable(() => import('../auth/TwoFactorPages').then((m) => m.TwoFactorChallengePage));
const TwoFactorSetupPage = preloadable(() => import('../auth/TwoFactorPages').then((m) => m.TwoFactorSetupPage));

/** The signed-out pages in the MUI frame, by their path under the dashboard. */
export const signedOutPages = [
  { path: 'reset-password-email', Page: ResetPasswordEmailPage },
  { path: 'email-verification/:type', Page: EmailVerificationPage },
  { path: 'reset-password', Page: ResetPasswordPage },
  { path: 'chang-phone-number', Page: ChangePhonePage },
  { path: 'two-factor-challenge', Page: TwoFactorChallengePage },
  { path: 'two-factor-setup', Page: TwoFactorSetupPage },
] as const;
