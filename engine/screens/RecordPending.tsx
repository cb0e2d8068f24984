import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../i18n/useTranslation';
import type { RecordController } from '../data/useRecord';
import { LoadError } from './LoadError';

/** A record not (yet) there: a spinner while it is read, the failure with a retry when it is not. */
export function RecordPending({ record }: { record: RecordController }) {
  const { t } = useTranslation();
  if (record.state.status === 'failed') return <LoadError error={record.state.error} onRetry={() => void record.reload()} />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} role="status" aria-label={t('common.loading')}>
      <CircularProgress />
    </Box>
  );
}
