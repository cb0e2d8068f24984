import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { apiRequest, ApiError } from '../api/client';
import { setFlashMessage } from '../app/flashMessage';
import { t as translate } from '../i18n/i18n';
import { hardNavigate } from '../routing/hardNavigate';
import { parseSession, saveSession } from '../session/session';
import { loginRules } from './authRules';
import { AuthField } from './AuthField';
import { AuthHeading } from './AuthHeading';
import { PasswordField } from './PasswordField';
import { answerData } from './readAnswer';
import { useRuleForm } from './useRuleForm';

/** Signs the admin in, keeps the session and reloads on /home. */
export async function signIn(email: string, password: string): Promise<void> {
  const answer = await apiRequest({ method: 'POST', path: 'dashboard/login', body: { email, password }, skipAuthRedirect: true });
  const session = parseSession(answerData(answer));
  if (!session) throw new ApiError(translate('errors.server'), 200, {}, answer);
  saveSession(session);
  setFlashMessage({ message: translate('messages.loginSuccess'), variant: 'success' });
  hardNavigate('/home');
}

export function LoginPage() {
  const { t } = useTranslation();
  const form = useRuleForm({ email: '', password: '' }, loginRules);
  return (
    <form noValidate onSubmit={form.submit((values) => signIn(values.email, values.password))}>
      <AuthHeading title={t('auth.loginTitle')} text={t('auth.loginSubtitle')} />
      <Stack spacing={2.5}>
        <AuthField
          name="email"
          type="email"
          label={t('auth.email')}
          value={form.values.email}
          onChange={(value) => form.setValue('email', value)}
          error={form.invalidField === 'email'}
          autoComplete="username"
          autoFocus
          htmlInput={{ 'data-testid': 'email-input', dir: 'ltr', inputMode: 'email' }}
        />
        <PasswordField
          name="password"
          label={t('auth.password')}
          value={form.values.password}
          onChange={(value) => form.setValue('password', value)}
          error={form.invalidField === 'password'}
          autoComplete="current-password"
        />
        <Link component={RouterLink} to="/reset-password-email" variant="body2" sx={{ alignSelf: 'flex-start' }} data-testid="forgot-password">
          {t('auth.forgotPassword')}
        </Link>
        <Button type="submit" variant="contained" size="large" loading={form.sending} disabled={form.sending} data-testid="login-submit">
          {t('auth.login')}
        </Button>
      </Stack>
    </form>
  );
}
