import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import { type RecordController, recordGone } from '../data/useRecord';
import { LoadError } from './LoadError';

/**
 * A record not (yet) there: a spinner while it is read, the failure with a retry when it is not,
 * and when it is gone (a deleted record, from its history or an old link) a plain word saying so.
 */
export function RecordPending({ record }: { record: RecordController }) {
  const { t } = useTranslation();
  if (recordGone(record.state)) {
    return (
      <Alert severity="info" data-testid="record-gone" sx={{ mb: 2 }}>
        {t('engine.recordGone')}
      </Alert>
    );
  }
  if (record.state.status === 'failed') return <LoadError error={record.state.error} onRetry={() => void record.reload()} />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} role="status" aria-label={t('common.loading')}>
      <CircularProgress />
    </Box>
  );
}
