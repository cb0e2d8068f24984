import { useTranslation } from '../i18n/useTranslation';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';

export type RecheckAnswer = 'save' | 'retry' | 'cancel';

/** The record could not be read again before saving: the admin saves anyway, tries again, or goes back to the form. */
export function RecheckFailedDialog({ reason, onAnswer }: { reason: string; onAnswer: (answer: RecheckAnswer) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={() => onAnswer('cancel')} maxWidth="xs" fullWidth aria-describedby="recheck-text" data-testid="recheck-failed">
      <DialogContent>
        <DialogContentText id="recheck-text">
          {t('engine.conflictCheckFailed')} {reason}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onAnswer('cancel')}>{t('common.cancel')}</Button>
        <Button onClick={() => onAnswer('save')} variant="outlined" data-testid="recheck-save">
          {t('engine.conflictSaveAnyway')}
        </Button>
        <Button onClick={() => onAnswer('retry')} variant="contained" autoFocus data-testid="recheck-retry">
          {t('engine.conflictRetry')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
