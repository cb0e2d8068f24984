import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useSnackbar } from '../toasts/toasts';
import { useTranslation } from '../i18n/useTranslation';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { apiRequest } from '../api/client';
import { clearReset, getResetEmail, getResetToken } from '../session/session';
import { resetPasswordRules } from './authRules';
import { AuthHeading } from './AuthHeading';
import { PasswordField } from './PasswordField';
import { answerMessage } from './readAnswer';
import { useRuleForm } from './useRuleForm';

/** The last step of the reset flow: a new password, sent with the single-use reset token. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [email] = useState(getResetEmail);
  const [token] = useState(getResetToken);
  const form = useRuleForm({ password: '', password_confirmation: '' }, resetPasswordRules);

  const send = async (values: { password: string; password_confirmation: string }) => {
    const answer = await apiRequest({
      method: 'POST',
      path: 'dashboard/reset-password',
      body: { password: values.password, password_confirmation: values.password_confirmation, email: email ?? '' },
      bearer: token ?? '',
      skipAuthRedirect: true,
    });
    clearReset();
    enqueueSnackbar(answerMessage(answer) ?? t('messages.passwordChanged'), { variant: 'success' });
    navigate('/', { replace: true });
  };

  if (!email || !token) {
    return (
      <Stack spacing={2.5}>
        <AuthHeading title={t('auth.newPasswordTitle')} />
        <Alert severity="warning">{t('auth.resetTokenMissing')}</Alert>
        <Button component={RouterLink} to="/reset-password-email" variant="contained">
          {t('auth.startAgain')}
        </Button>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={form.submit(send)}>
      <AuthHeading title={t('auth.newPasswordTitle')} text={t('auth.newPasswordText')} />
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Stack spacing={2.5}>
        <PasswordField
          name="password"
          label={t('auth.newPassword')}
          value={form.values.password}
          onChange={(value) => form.setValue('password', value)}
          error={form.invalidField === 'password'}
          autoComplete="new-password"
        />
        <PasswordField
          name="password_confirmation"
          label={t('auth.confirmPassword')}
          value={form.values.password_confirmation}
          onChange={(value) => form.setValue('password_confirmation', value)}
          error={form.invalidField === 'password_confirmation'}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" loading={form.sending} disabled={form.sending} data-testid="reset-submit">
          {t('auth.changePassword')}
        </Button>
        <Link component={RouterLink} to="/" variant="body2" sx={{ alignSelf: 'center' }}>
          {t('auth.backToLogin')}
        </Link>
      </Stack>
    </form>
  );
}
