import { type FormEvent, useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  answerData,
  answerMessage,
  ApiError,
  apiRequest,
  CodeBoxes,
  emptyTwoFactorCode,
  errorText,
  parseRecoveryCodes,
  parseTwoFactorKey,
  RecoveryCodes,
  TwoFactorKey,
  useSnackbar,
  useTranslation,
} from '../../engine';

const STATUS_PATH = 'dashboard/user/two-factor-authentication';

interface TwoFactorStatus {
  confirmed: boolean;
  required: boolean;
  codesLeft: number;
}

function parseStatus(answer: unknown): TwoFactorStatus | null {
  const data = answerData(answer);
  if (typeof data.confirmed !== 'boolean') return null;
  return { confirmed: data.confirmed, required: data.required === true, codesLeft: typeof data.recovery_codes_left === 'number' ? data.recovery_codes_left : 0 };
}

type Intent = 'enable' | 'renew' | 'disable';

/**
 * The admin's two-factor sign-in in the profile dialog: its state and the buttons to turn it on,
 * renew the recovery codes or turn it off. Hidden against an API without these routes (a 404).
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TwoFactorStatus | 'hidden' | null>(null);
  const [intent, setIntent] = useState<Intent | null>(null);

  const load = useCallback(() => {
    apiRequest({ path: STATUS_PATH }).then(
      (answer) => setStatus(parseStatus(answer) ?? 'hidden'),
      () => setStatus('hidden'),
    );
  }, []);
  useEffect(load, [load]);

  if (status === null || status === 'hidden') return null;
  return (
    <Stack spacing={1.5} data-testid="two-factor-section">
      <Divider />
      <Typography variant="subtitle1" component="h2">
        {t('twoFactor.title')}
      </Typography>
      <Typography variant="body2" data-testid="two-factor-status">
        {t('twoFactor.status')}: {status.confirmed ? t('twoFactor.on') : t('twoFactor.off')}
        {status.required ? ` · ${t('twoFactor.requiredByRole')}` : ''}
        {status.confirmed ? ` · ${t('twoFactor.codesLeft', { count: status.codesLeft })}` : ''}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {!status.confirmed && (
          <Button variant="outlined" onClick={() => setIntent('enable')} data-testid="two-factor-enable">
            {t('twoFactor.turnOn')}
          </Button>
        )}
        {status.confirmed && (
          <Button variant="outlined" onClick={() => setIntent('renew')} data-testid="two-factor-renew">
            {t('twoFactor.renewCodes')}
          </Button>
        )}
        {status.confirmed && !status.required && (
          <Button variant="outlined" color="error" onClick={() => setIntent('disable')} data-testid="two-factor-disable">
            {t('twoFactor.turnOff')}
          </Button>
        )}
      </Stack>
      {intent && (
        <TwoFactorDialog
          intent={intent}
          onClose={() => {
            setIntent(null);
            load();
          }}
        />
      )}
    </Stack>
  );
}

type Step = { kind: 'password' } | { kind: 'scan'; secretKey: string; svg: string } | { kind: 'codes'; codes: string[] };

/** Asks for the password, then turns two-factor sign-in on (scan, first code, recovery codes), renews the codes or turns it off. */
function TwoFactorDialog({ intent, onClose }: { intent: Intent; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState(emptyTwoFactorCode);
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setSending(true);
    try {
      await work();
    } catch (error) {
      setInvalid(error instanceof ApiError && error.status === 422);
      enqueueSnackbar(errorText(error), { variant: 'error' });
    } finally {
      setSending(false);
    }
  };

  const afterPassword = async () => {
    await apiRequest({ method: 'POST', path: 'dashboard/user/confirm-password', body: { password } });
    if (intent === 'disable') {
      const answer = await apiRequest({ method: 'DELETE', path: STATUS_PATH });
      enqueueSnackbar(answerMessage(answer) ?? t('twoFactor.turnedOff'), { variant: 'success' });
      onClose();
    } else if (intent === 'renew') {
      const answer = await apiRequest({ method: 'POST', path: 'dashboard/user/two-factor-recovery-codes' });
      setStep({ kind: 'codes', codes: parseRecoveryCodes(answerData(answer)) });
    } else {
      await apiRequest({ method: 'POST', path: STATUS_PATH });
      const [qr, secret] = await Promise.all([apiRequest({ path: 'dashboard/user/two-factor-qr-code' }), apiRequest({ path: 'dashboard/user/two-factor-secret-key' })]);
      const key = parseTwoFactorKey({ ...answerData(qr), ...answerData(secret) });
      if (!key) throw new ApiError(t('errors.server'), 200);
      setStep({ kind: 'scan', ...key });
    }
  };

  const confirmCode = async () => {
    const answer = await apiRequest({ method: 'POST', path: 'dashboard/user/confirmed-two-factor-authentication', body: { code: code.join('') } });
    enqueueSnackbar(answerMessage(answer) ?? t('twoFactor.turnedOn'), { variant: 'success' });
    setStep({ kind: 'codes', codes: parseRecoveryCodes(answerData(answer)) });
  };

  // Drawn in a portal but still inside the profile form in React's tree: its submit must stop here.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (sending) return;
    if (step.kind === 'password') {
      if (password === '') {
        setInvalid(true);
        enqueueSnackbar(t('twoFactor.passwordRequired'), { variant: 'error' });
        return;
      }
      void run(afterPassword);
    } else if (step.kind === 'scan') {
      if (code.some((digit) => digit === '')) {
        setInvalid(true);
        enqueueSnackbar(t('twoFactor.codeRequired'), { variant: 'error' });
        return;
      }
      void run(confirmCode);
    } else {
      onClose();
    }
  };

  const titleId = 'two-factor-dialog-title';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} data-testid="two-factor-dialog">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{step.kind === 'password' ? t('twoFactor.confirmPasswordTitle') : t('twoFactor.setupTitle')}</DialogTitle>
        <DialogContent dividers>
          {step.kind === 'password' && (
            <Stack spacing={2}>
              <Typography variant="body2">{t('twoFactor.confirmPasswordText')}</Typography>
              <TextField
                type="password"
                label={t('twoFactor.password')}
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setInvalid(false);
                }}
                error={invalid}
                autoFocus
                autoComplete="current-password"
                slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'two-factor-password' } }}
              />
            </Stack>
          )}
          {step.kind === 'scan' && (
            <Stack spacing={3}>
              <Typography variant="body2">{t('twoFactor.setupText')}</Typography>
              <TwoFactorKey svg={step.svg} secretKey={step.secretKey} />
              <CodeBoxes
                values={code}
                onChange={(next) => {
                  setCode(next);
                  setInvalid(false);
                }}
                error={invalid}
                disabled={sending}
                autoFocus
              />
            </Stack>
          )}
          {step.kind === 'codes' && (step.codes.length > 0 ? <RecoveryCodes codes={step.codes} /> : <Alert severity="error">{t('errors.server')}</Alert>)}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          {step.kind !== 'codes' && (
            <Button onClick={onClose} color="inherit">
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" variant="contained" loading={sending} disabled={sending} color={intent === 'disable' ? 'error' : 'primary'} data-testid="two-factor-next">
            {step.kind === 'codes' ? t('twoFactor.done') : step.kind === 'scan' ? t('twoFactor.verify') : intent === 'disable' ? t('twoFactor.turnOff') : t('twoFactor.continue')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
