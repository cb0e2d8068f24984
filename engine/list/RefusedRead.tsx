import { useTranslation } from '../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ApiError } from '../api/client';

/** Each different message of a refusal once: Laravel repeats the first field's message as the whole message. */
function messagesOf(error: ApiError): string[] {
  const all = [error.message, ...Object.values(error.errors).flat()].map((text) => text.trim()).filter((text) => text !== '');
  return [...new Set(all)];
}

/**
 * A list read the server refused (a filter it does not accept): its message where the rows were,
 * and the way to the filters, which stay in force to be corrected. Asking again would be refused again.
 */
export function RefusedRead({ error, onChangeFilters }: { error: ApiError; onChangeFilters?: () => void }) {
  const { t } = useTranslation();
  const messages = messagesOf(error);
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="list-refused"
      action={
        onChangeFilters && (
          <Button color="inherit" size="small" onClick={onChangeFilters}>
            {t('engine.changeFilters')}
          </Button>
        )
      }
    >
      <Stack spacing={0.5}>
        <span>{t('engine.readRefused')}</span>
        {messages.map((text) => (
          // The server's message may be in either script: each line takes its own direction.
          <span key={text} dir="auto">
            {text}
          </span>
        ))}
      </Stack>
    </Alert>
  );
}
