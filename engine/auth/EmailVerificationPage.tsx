import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useSnackbar } from '../toasts/toasts';
import { useTranslation } from '../i18n/useTranslation';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { apiRequest } from '../api/client';
import { errorText } from '../api/errorText';
import { getResetCode, getResetEmail, setResetCode, setResetToken } from '../session/session';
import { CODE_LENGTH, codeFields, verificationRules } from './authRules';
import { AuthHeading } from './AuthHeading';
import { CodeBoxes } from './CodeBoxes';
import { dataText } from './readAnswer';
import { useCountdown } from './useCountdown';
import { useRuleForm } from './useRuleForm';

const RESEND_SECONDS = 60;

const emptyCode = Object.fromEntries(codeFields.map((field) => [field, ''])) as Record<string, string>;

/**
 * The four-digit code of the password-reset flow (`/email-verification/reset-password`, the
 * only verification type in use). A verified code yields the single-use reset token.
 */
export function EmailVerificationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [email] = useState(getResetEmail);
  const [demoCode, setDemoCode] = useState(getResetCode);
  const form = useRuleForm<string>(emptyCode, verificationRules);
  const countdown = useCountdown(RESEND_SECONDS);
  const [resending, setResending] = useState(false);

  const boxes = codeFields.map((field) => form.values[field] ?? '');

  const verify = async (values: Record<string, string>) => {
    const code = codeFields.map((field) => values[field] ?? '').join('');
    const answer = await apiRequest({ method: 'POST', path: 'dashboard/verify-otp', body: { email: email ?? '', code }, skipAuthRedirect: true });
    const token = dataText(answer, 'token');
    if (token) setResetToken(token);
    enqueueSnackbar(t('messages.verifiedSuccessfully'), { variant: 'success' });
    navigate('/reset-password');
  };

  const resend = async () => {
    if (!email || resending) return;
    countdown.restart();
    setResending(true);
    try {
      const answer = await apiRequest({ method: 'POST', path: 'dashboard/resend-otp', body: { email }, skipAuthRedirect: true });
      const code = dataText(answer, 'active_code');
      if (code) {
        setResetCode(code);
        setDemoCode(code);
      }
      enqueueSnackbar(t('messages.codeSent'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorText(error), { variant: 'error' });
    } finally {
      setResending(false);
    }
  };

  if (!email) {
    return (
      <Stack spacing={2.5}>
        <AuthHeading title={t('auth.verificationTitle')} />
        <Alert severity="info">{t('auth.noResetEmail')}</Alert>
        <Button component={RouterLink} to="/reset-password-email" variant="contained">
          {t('auth.startAgain')}
        </Button>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={form.submit(verify)}>
      <AuthHeading title={t('auth.verificationTitle')} text={t('auth.verificationText', { email })} />
      <Stack spacing={3}>
        {demoCode && (
          <Alert severity="info" data-testid="demo-code">
            {t('auth.demoCode', { code: demoCode })}
          </Alert>
        )}
        <CodeBoxes
          values={boxes}
          onChange={(next) => form.setValues(Object.fromEntries(next.slice(0, CODE_LENGTH).map((digit, index) => [codeFields[index] ?? '', digit])))}
          error={form.invalidField !== null}
          disabled={form.sending}
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" loading={form.sending} disabled={form.sending} data-testid="verify-code">
          {t('auth.verify')}
        </Button>
        <Button variant="text" onClick={() => void resend()} disabled={countdown.remaining > 0 || resending} data-testid="resend-code">
          {countdown.remaining > 0 ? t('auth.resendIn', { seconds: countdown.remaining }) : t('auth.resendCode')}
        </Button>
        <Link component={RouterLink} to="/" variant="body2" sx={{ alignSelf: 'center' }}>
          {t('auth.backToLogin')}
        </Link>
      </Stack>
    </form>
  );
}
