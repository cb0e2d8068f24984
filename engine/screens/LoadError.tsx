import { useTranslation } from '../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A read that failed: say so and offer a retry, never a misleading "no data". */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const detail = error instanceof Error && error.message ? error.message : null;
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry} data-testid="retry">
          {t('common.retry')}
        </Button>
      }
    >
      {t('engine.loadError')}
      {detail ? ` ${detail}` : ''}
    </Alert>
  );
}
