import { preloadable } from './preloadable';

// The signed-out pages, each its own chunk: the sign-in page loads neither the shell nor any form
// library. A signed-out visitor's page is fetched beside React rather than after it.
export const AuthLayout = preloadable(() => import('../auth/AuthLayout').then((m) => m.AuthLayout));
const LoginPage = preloadable(() => import('../auth/LoginPage').then((m) => m.LoginPage));
const ResetPasswordEmailPage = preloadable(() => import('../auth/ResetPasswordEmailPage').then((m) => m.ResetPasswordEmailPage));
const EmailVerificationPage = preloadable(() => import('../auth/EmailVerificationPage').then((m) => m.EmailVerificationPage));
const ResetPasswordPage = preloadable(() => import('../auth/ResetPasswordPage').then((m) => m.ResetPasswordPage));
const ChangePhonePage = preloadable(() => import('../auth/ChangePhonePage').then((m) => m.ChangePhonePage));

/** The signed-out pages by their path under the dashboard ('' is the sign-in page). */
export const signedOutPages = [
  { path: '', Page: LoginPage },
  { path: 'reset-password-email', Page: ResetPasswordEmailPage },
  { path: 'email-verification/:type', Page: EmailVerificationPage },
  { path: 'reset-password', Page: ResetPasswordPage },
  { path: 'chang-phone-number', Page: ChangePhonePage },
] as const;

/** Fetches the frame and the page a signed-out visitor opens at `pathname` (nothing for other addresses); never rejects. */
export function preloadSignedOutPage(pathname: string): Promise<unknown> {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const page = signedOutPages.find((candidate) => new RegExp(`^${candidate.path.replace(/:[a-z]+/g, '[^/]+')}$`).test(path));
  return page ? Promise.all([AuthLayout.preload(), page.Page.preload()]) : Promise.resolve();
}
