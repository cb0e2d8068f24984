import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from '../toasts/toasts';
import { useTranslation } from '../i18n/useTranslation';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { apiRequest } from '../api/client';
import { useSession } from '../session/session';
import { changePhoneRules, PHONE_MAX_LENGTH } from './authRules';
import { AuthField } from './AuthField';
import { AuthHeading } from './AuthHeading';
import { answerMessage, parseCountries } from './readAnswer';
import { useRuleForm } from './useRuleForm';

const COUNTRIES_PATH = 'dashboard/all-countries';

function isImageUrl(flag: string): boolean {
  return /^(https?:)?\/\//.test(flag) || flag.startsWith('/');
}

/** The legacy change-phone form (`/chang-phone-number`); it can only send for a signed-in user. */
export function ChangePhonePage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const session = useSession();
  const form = useRuleForm({ phone: '', country_id: '' }, changePhoneRules);
  // A public page: a 401 here must not count as a lost session.
  const countries = useSWR([COUNTRIES_PATH, { active: 1 }], ([path, query]) => apiRequest({ path, query, skipAuthRedirect: true }));
  const options = parseCountries(countries.data);

  const send = async (values: { phone: string; country_id: string }) => {
    if (!session) return;
    const answer = await apiRequest({
      method: 'POST',
      path: `update_phone_after_register/${session.id}`,
      body: { phone: values.phone, country_id: values.country_id },
    });
    enqueueSnackbar(answerMessage(answer) ?? t('messages.editedSuccessfully'), { variant: 'success' });
  };

  return (
    <form noValidate onSubmit={form.submit(send)}>
      <AuthHeading title={t('auth.changePhoneTitle')} />
      <Stack spacing={2.5}>
        {!session && (
          <Alert severity="info" data-testid="session-needed">
            {t('auth.sessionNeeded')}
          </Alert>
        )}
        <TextField
          select
          id="country_id"
          name="country_id"
          label={t('auth.country')}
          value={form.values.country_id}
          onChange={(event) => form.setValue('country_id', event.target.value)}
          error={countries.error !== undefined}
          helperText={countries.error !== undefined ? t('errors.loadFailed') : undefined}
          autoComplete="country"
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 150 } } } } } }}
        >
          {options.map((country) => (
            <MenuItem key={country.id} value={String(country.id)}>
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {country.flag && isImageUrl(country.flag) ? <Box component="img" src={country.flag} alt="" sx={{ width: 20, height: 14, objectFit: 'cover', borderRadius: 0.5 }} /> : null}
                {country.name}
                {country.key ? (
                  <Box component="span" dir="ltr" sx={{ color: 'text.secondary' }}>
                    {country.key}
                  </Box>
                ) : null}
              </Box>
            </MenuItem>
          ))}
        </TextField>
        <AuthField
          name="phone"
          type="tel"
          label={t('auth.phone')}
          value={form.values.phone}
          onChange={(value) => form.setValue('phone', value)}
          error={form.invalidField === 'phone'}
          autoComplete="tel"
          htmlInput={{ maxLength: PHONE_MAX_LENGTH, inputMode: 'tel', dir: 'ltr', 'data-testid': 'phone-input' }}
        />
        <Button type="submit" variant="contained" size="large" loading={form.sending} disabled={form.sending || !session} data-testid="phone-submit">
          {t('common.save')}
        </Button>
        <Link component={RouterLink} to="/" variant="body2" sx={{ alignSelf: 'center' }}>
          {t('auth.backToLogin')}
        </Link>
      </Stack>
    </form>
  );
}
