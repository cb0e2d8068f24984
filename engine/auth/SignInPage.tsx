import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { apiRequest, ApiError } from '../api/client';
import { setFlashMessage } from '../toasts/flashMessage';
import { paletteVariables } from '../preferences/palette';
import { t as translate } from '../i18n/i18n';
import { hardNavigate } from '../page/hardNavigate';
import { BASENAME } from '../page/paths';
import { readSignInQuery } from '../page/returnPath';
import { switchLanguage } from '../i18n/pageLanguage';
import { getLanguage, parseSession, saveSession, setThemeMode, setTwoFactorPending, useThemeMode } from '../session/session';
import { loginRules } from './authRules';
import { answerData } from './readAnswer';
import { Icon } from './signInIcons';
import { useRuleForm } from './useRuleForm';
import './signIn.css';

// The sign-in page is the first screen of most visits, so it is drawn without MUI, its styling
// engine or the router, in plain elements and CSS (signIn.css) with the theme's colours
// (palette.ts): a signed-out visit downloads React, the texts and this page, nothing else. It
// looks and behaves as the MUI pages beside it, and the dashboard draws it in its routes too.

/**
 * Signs the admin in, keeps the session and reloads on the page the sign-in page was asked to
 * return to (a path inside the dashboard), or /home; when the password alone is not enough
 * (two-factor sign-in, or a role that requires it), goes on to the code or the set-up page.
 */
export async function signIn(email: string, password: string, returnTo: string | null = null): Promise<void> {
  const answer = await apiRequest({ method: 'POST', path: 'dashboard/login', body: { email, password }, skipAuthRedirect: true });
  const data = answerData(answer);
  if (typeof data.challenge_token === 'string' && (data.two_factor === true || data.two_factor_setup === true)) {
    const kind = data.two_factor_setup === true ? 'setup' : 'challenge';
    setTwoFactorPending({ token: data.challenge_token, kind, ...(returnTo !== null ? { returnTo } : {}) });
    hardNavigate(kind === 'setup' ? '/two-factor-setup' : '/two-factor-challenge');
    return;
  }
  const session = parseSession(data);
  if (!session) throw new ApiError(translate('errors.server'), 200, {}, answer);
  saveSession(session);
  setFlashMessage({ message: translate('messages.loginSuccess'), variant: 'success' });
  hardNavigate(returnTo ?? '/home');
}

interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: boolean;
  end?: ReactNode;
  input: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };
}

/** An outlined field with its label inside until it is filled or focused, as MUI draws one. */
function Field({ name, label, value, onChange, error, end, input }: FieldProps) {
  return (
    <div className="sign-in-field" data-error={error || undefined} data-end={end ? true : undefined}>
      {/* The space placeholder lets CSS tell an empty field (label inside) from a filled one. */}
      <input id={name} name={name} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error} placeholder=" " {...input} />
      <label htmlFor={name} id={`${name}-label`}>
        {label}
      </label>
      {end}
    </div>
  );
}

/** A round icon button whose name shows as a tooltip on hover and on keyboard focus. */
function HintedIconButton({ label, onClick, children, testId }: { label: string; onClick: () => void; children: ReactNode; testId: string }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <span className="sign-in-hinted">
      <button
        type="button"
        className="sign-in-icon-button"
        aria-label={label}
        aria-describedby={shown ? id : undefined}
        data-testid={testId}
        onClick={onClick}
        onPointerEnter={() => setShown(true)}
        onPointerLeave={() => setShown(false)}
        onFocus={(event) => setShown(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => setShown(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setShown(false);
        }}
      >
        {children}
      </button>
      {shown && (
        <span role="tooltip" id={id} className="sign-in-tooltip">
          {label}
        </span>
      )}
    </span>
  );
}

/** The sign-in page, with its frame: the theme and language switches, the product's name, the form. */
export function SignInPage() {
  const { t } = useTranslation();
  const themeMode = useThemeMode();
  const form = useRuleForm({ email: '', password: '' }, loginRules);
  const [passwordShown, setPasswordShown] = useState(false);
  const dark = themeMode === 'dark_theme';
  const themeLabel = dark ? t('shell.lightTheme') : t('shell.darkTheme');
  const nextLanguage = getLanguage() === 'ar' ? 'en' : 'ar';
  // Read once: the address says where to return and whether the server ended a session.
  const [{ returnTo, ended }] = useState(() => readSignInQuery(window.location.search));
  return (
    <div className="sign-in" data-theme={dark ? 'dark' : 'light'} style={paletteVariables(themeMode)}>
      <header className="sign-in-header">
        <HintedIconButton label={themeLabel} testId="theme-toggle" onClick={() => setThemeMode(dark ? 'light_theme' : 'dark_theme')}>
          <Icon name={dark ? 'lightMode' : 'darkMode'} />
        </HintedIconButton>
        <button type="button" className="sign-in-text-button" title={t('shell.switchLanguageLabel')} data-testid="language-toggle" onClick={() => switchLanguage(nextLanguage)}>
          <Icon name="translate" />
          <span lang={nextLanguage}>{t('shell.switchLanguage')}</span>
        </button>
      </header>
      <main className="sign-in-main">
        <div className="sign-in-card">
          <div className="sign-in-brand">
            <span className="sign-in-mark">
              <Icon name="storefront" />
            </span>
            <p>{t('common.appName')}</p>
          </div>
          <form noValidate onSubmit={form.submit((values) => signIn(values.email, values.password, returnTo))}>
            <div className="sign-in-heading">
              <h1>{t('auth.loginTitle')}</h1>
              <p>{t('auth.loginSubtitle')}</p>
            </div>
            {ended && (
              <p className="sign-in-notice" role="status" data-testid="session-ended">
                {t('auth.sessionEnded')}
              </p>
            )}
            <div className="sign-in-stack">
              <Field
                name="email"
                label={t('auth.email')}
                value={form.values.email}
                onChange={(value) => form.setValue('email', value)}
                error={form.invalidField === 'email'}
                input={{ type: 'email', autoComplete: 'username', autoFocus: true, dir: 'ltr', inputMode: 'email', 'data-testid': 'email-input' }}
              />
              <Field
                name="password"
                label={t('auth.password')}
                value={form.values.password}
                onChange={(value) => form.setValue('password', value)}
                error={form.invalidField === 'password'}
                input={{ type: passwordShown ? 'text' : 'password', autoComplete: 'current-password', dir: 'ltr', 'data-testid': 'password-input' }}
                end={
                  <button
                    type="button"
                    className="sign-in-icon-button sign-in-field-end"
                    onClick={() => setPasswordShown((shown) => !shown)}
                    aria-label={passwordShown ? t('auth.hidePassword') : t('auth.showPassword')}
                  >
                    <Icon name={passwordShown ? 'visibilityOff' : 'visibility'} />
                  </button>
                }
              />
              <a className="sign-in-link" href={`${BASENAME}/reset-password-email`} data-testid="forgot-password">
                {t('auth.forgotPassword')}
              </a>
              <button type="submit" className="sign-in-submit" disabled={form.sending} aria-busy={form.sending} data-testid="login-submit">
                {form.sending && <span className="sign-in-spinner" aria-hidden="true" />}
                <span>{t('auth.login')}</span>
              </button>
            </div>
          </form>
        </div>
      </main>
    </div>
  );
}
