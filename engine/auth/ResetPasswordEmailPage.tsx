import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useSnackbar } from '../toasts/toasts';
import { useTranslation } from '../i18n/useTranslation';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { apiRequest } from '../api/client';
import { clearReset, setResetCode, setResetEmail } from '../session/session';
import { forgotPasswordRules } from './authRules';
import { AuthField } from './AuthField';
import { AuthHeading } from './AuthHeading';
import { dataText } from './readAnswer';
import { useRuleForm } from './useRuleForm';

/**
 * Asks for a reset code for an email; the code arrives by mail. Only a demonstration server also
 * answers it (`active_code`), kept then for the hint on the next page.
 */
export async function requestResetCode(email: string): Promise<void> {
  const answer = await apiRequest({ method: 'POST', path: 'dashboard/forget-password', body: { email }, skipAuthRedirect: true });
  clearReset();
  setResetEmail(email);
  const code = dataText(answer, 'active_code');
  if (code) setResetCode(code);
}

export function ResetPasswordEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const form = useRuleForm({ email: '' }, forgotPasswordRules);

  const send = async ({ email }: { email: string }) => {
    await requestResetCode(email);
    enqueueSnackbar(t('messages.codeSent'), { variant: 'success' });
    navigate('/email-verification/reset-password');
  };

  return (
    <form noValidate onSubmit={form.submit(send)}>
      <AuthHeading title={t('auth.resetTitle')} text={t('auth.resetEmailText')} />
      <Stack spacing={2.5}>
        <AuthField
          name="email"
          type="email"
          label={t('auth.email')}
          value={form.values.email}
          onChange={(value) => form.setValue('email', value)}
          error={form.invalidField === 'email'}
          autoComplete="email"
          autoFocus
          htmlInput={{ 'data-testid': 'email-input', dir: 'ltr', inputMode: 'email' }}
        />
        <Button type="submit" variant="contained" size="large" loading={form.sending} disabled={form.sending} data-testid="send-code">
          {t('auth.sendCode')}
        </Button>
        <Link component={RouterLink} to="/" variant="body2" sx={{ alignSelf: 'center' }}>
          {t('auth.backToLogin')}
        </Link>
      </Stack>
    </form>
  );
}
