import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError, apiRequest } from '../api/client';
import { setFlashMessage } from '../toasts/flashMessage';
import { t as translate } from '../i18n/i18n';
import { useTranslation } from '../i18n/useTranslation';
import { hardNavigate } from '../page/hardNavigate';
import { safeReturnPath } from '../page/returnPath';
import { getTwoFactorPending, parseSession, saveSession, setTwoFactorPending, type TwoFactorPending } from '../session/session';
import type { ValidationRule } from '../validation/runRules';
import { AuthField } from './AuthField';
import { AuthHeading } from './AuthHeading';
import { CodeBoxes } from './CodeBoxes';
import { answerData } from './readAnswer';
import { parseRecoveryCodes, parseTwoFactorKey, RecoveryCodes, TWO_FACTOR_DIGITS, TwoFactorKey } from './TwoFactorParts';
import { useRuleForm } from './useRuleForm';

const codeFields = Array.from({ length: TWO_FACTOR_DIGITS }, (_, index) => `code${index}`);
const emptyCode = Object.fromEntries(codeFields.map((field) => [field, ''])) as Record<string, string>;
const codeRules: readonly ValidationRule[] = codeFields.map((field) => ({ field, rule: 'required', message: 'twoFactor.codeRequired' }));
const recoveryRules: readonly ValidationRule[] = [{ field: 'recovery_code', rule: 'required', message: 'twoFactor.recoveryRequired' }];

const joined = (values: Record<string, string>): string => codeFields.map((field) => values[field] ?? '').join('');

/** Keeps the session the second step answered and opens the dashboard, as a sign-in does. */
function finishSignIn(answer: unknown): void {
  const session = parseSession(answerData(answer));
  if (!session) throw new ApiError(translate('errors.server'), 200, {}, answer);
  // Checked again: storage is not to be trusted with where the page goes.
  const returnTo = safeReturnPath(getTwoFactorPending()?.returnTo);
  saveSession(session);
  setTwoFactorPending(null);
  setFlashMessage({ message: translate('messages.loginSuccess'), variant: 'success' });
  hardNavigate(returnTo ?? '/home', { replace: true });
}

/** Calls a second-step route; an expired or unknown step (401) is forgotten and reported as such. */
async function secondStep(path: string, body: Record<string, string>, onExpired: () => void): Promise<unknown> {
  try {
    return await apiRequest({ method: 'POST', path, body, skipAuthRedirect: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setTwoFactorPending(null);
      onExpired();
    }
    throw error;
  }
}

function Expired() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <AuthHeading title={t('twoFactor.challengeTitle')} />
      <Alert severity="info" data-testid="two-factor-expired">
        {t('twoFactor.expired')}
      </Alert>
      <Button onClick={() => hardNavigate('/', { replace: true })} variant="contained">
        {t('auth.backToLogin')}
      </Button>
    </Stack>
  );
}

function usePending(kind: TwoFactorPending['kind']): [string | null, () => void] {
  const [token, setToken] = useState(() => {
    const pending = getTwoFactorPending();
    return pending?.kind === kind ? pending.token : null;
  });
  // Stable, so effects that depend on it run once per token.
  const expire = useCallback(() => setToken(null), []);
  return [token, expire];
}

function CodeStep({ onCode, sendingLabel }: { onCode: (code: string) => Promise<void>; sendingLabel: string }) {
  const form = useRuleForm<string>(emptyCode, codeRules);
  const boxes = codeFields.map((field) => form.values[field] ?? '');
  return (
    <form noValidate onSubmit={form.submit((values) => onCode(joined(values)))}>
      <Stack spacing={3}>
        <CodeBoxes
          values={boxes}
          onChange={(next) => form.setValues(Object.fromEntries(next.map((digit, index) => [codeFields[index] ?? '', digit])))}
          error={form.invalidField !== null}
          disabled={form.sending}
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" loading={form.sending} disabled={form.sending} data-testid="two-factor-verify">
          {sendingLabel}
        </Button>
      </Stack>
    </form>
  );
}

function RecoveryStep({ onCode }: { onCode: (code: string) => Promise<void> }) {
  const { t } = useTranslation();
  const form = useRuleForm({ recovery_code: '' }, recoveryRules);
  return (
    <form noValidate onSubmit={form.submit((values) => onCode(values.recovery_code))}>
      <Stack spacing={3}>
        <AuthField
          name="recovery_code"
          label={t('twoFactor.recoveryCode')}
          value={form.values.recovery_code}
          onChange={(value) => form.setValue('recovery_code', value)}
          error={form.invalidField === 'recovery_code'}
          autoComplete="one-time-code"
          autoFocus
          htmlInput={{ dir: 'ltr', 'data-testid': 'recovery-code-input' }}
        />
        <Button type="submit" variant="contained" size="large" loading={form.sending} disabled={form.sending} data-testid="recovery-code-verify">
          {t('twoFactor.verify')}
        </Button>
      </Stack>
    </form>
  );
}

/** The second step of sign-in for an admin with two-factor sign-in: a code from the app, or a recovery code. */
export function TwoFactorChallengePage() {
  const { t } = useTranslation();
  const [token, expire] = usePending('challenge');
  const [recovery, setRecovery] = useState(false);
  if (!token) return <Expired />;
  const send = async (body: Record<string, string>) => finishSignIn(await secondStep('dashboard/two-factor-challenge', { challenge_token: token, ...body }, expire));
  return (
    <Stack spacing={2}>
      <AuthHeading title={t('twoFactor.challengeTitle')} text={recovery ? t('twoFactor.recoveryText') : t('twoFactor.challengeText')} />
      {recovery ? <RecoveryStep onCode={(code) => send({ recovery_code: code })} /> : <CodeStep sendingLabel={t('twoFactor.verify')} onCode={(code) => send({ code })} />}
      <Button variant="text" onClick={() => setRecovery((shown) => !shown)} data-testid="two-factor-switch">
        {recovery ? t('twoFactor.useAppCode') : t('twoFactor.useRecoveryCode')}
      </Button>
      <Link component={RouterLink} to="/" variant="body2" sx={{ alignSelf: 'center' }}>
        {t('auth.backToLogin')}
      </Link>
    </Stack>
  );
}

/** One request per set-up token, however often the page draws (a second would replace the key shown). */
const setupKeys = new Map<string, Promise<unknown>>();

/** The set-up a role requires, right after the password: scan, confirm with a first code, keep the recovery codes. */
export function TwoFactorSetupPage() {
  const { t } = useTranslation();
  const [token, expire] = usePending('setup');
  const [key, setKey] = useState<{ secretKey: string; svg: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const [finished, setFinished] = useState<{ answer: unknown; codes: string[] } | null>(null);

  useEffect(() => {
    if (!token) return;
    let request = setupKeys.get(token);
    if (!request) {
      request = secondStep('dashboard/two-factor-setup', { challenge_token: token }, expire);
      setupKeys.set(token, request);
    }
    let live = true;
    request.then(
      (answer) => live && setKey(parseTwoFactorKey(answerData(answer))),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [token, expire]);

  if (!token) return <Expired />;
  if (finished) {
    return (
      <Stack spacing={3}>
        <AuthHeading title={t('twoFactor.turnedOn')} />
        <RecoveryCodes codes={finished.codes} />
        <Button variant="contained" size="large" onClick={() => finishSignIn(finished.answer)} data-testid="two-factor-continue">
          {t('twoFactor.continue')}
        </Button>
      </Stack>
    );
  }
  const confirm = async (code: string) => {
    const answer = await secondStep('dashboard/two-factor-setup/confirm', { challenge_token: token, code }, expire);
    setFinished({ answer, codes: parseRecoveryCodes(answerData(answer)) });
  };
  return (
    <Stack spacing={3}>
      <AuthHeading title={t('twoFactor.setupTitle')} text={t('twoFactor.setupRequiredText')} />
      {key ? (
        <TwoFactorKey svg={key.svg} secretKey={key.secretKey} />
      ) : failed ? (
        <Alert severity="error">{t('errors.server')}</Alert>
      ) : (
        <CircularProgress sx={{ alignSelf: 'center' }} aria-label={t('common.loading')} />
      )}
      {key && <CodeStep sendingLabel={t('twoFactor.verify')} onCode={confirm} />}
    </Stack>
  );
}
