import { useTranslation } from '../i18n/useTranslation';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { BulkController } from './useBulkActions';

/** After a run that did not go through for every row: what failed and why, what was skipped. */
export function BulkResultDialog({ bulk }: { bulk: BulkController }) {
  const { t } = useTranslation();
  const { phase } = bulk;
  if (phase.step !== 'result') return null;
  const failed = phase.outcomes.filter((o) => o.status === 'failed');
  const skipped = phase.outcomes.filter((o) => o.status === 'skipped');
  const done = phase.outcomes.length - failed.length - skipped.length;
  return (
    <Dialog open onClose={bulk.closeResult} fullWidth maxWidth="sm" aria-labelledby="bulk-result-title" data-testid="bulk-result">
      <DialogTitle id="bulk-result-title">{t('engine.bulkResultTitle', { action: t(phase.action.label) })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('engine.bulkResultSummary', { done, failed: failed.length, skipped: skipped.length })}</DialogContentText>
        <List dense>
          {[...failed, ...skipped].map((outcome) => (
            <ListItem key={outcome.id} disableGutters data-testid={`bulk-outcome-${outcome.id}`} data-status={outcome.status}>
              <Chip
                size="small"
                color={outcome.status === 'failed' ? 'error' : 'default'}
                label={t(outcome.status === 'failed' ? 'engine.bulkFailed' : 'engine.bulkSkipped')}
                sx={{ marginInlineEnd: (theme) => theme.spacing(1.5), minWidth: 64, flexShrink: 0 }}
              />
              <ListItemText primary={outcome.label} secondary={outcome.status === 'failed' ? (outcome.message ?? t('errors.server')) : t(outcome.reason ?? 'engine.bulkSkippedProtected')} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={bulk.closeResult} autoFocus={failed.length === 0} data-testid="bulk-result-close">
          {t('common.close')}
        </Button>
        {failed.length > 0 && (
          <Button variant="contained" onClick={bulk.retryFailed} autoFocus data-testid="bulk-retry">
            {t('engine.bulkRetryFailed')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
