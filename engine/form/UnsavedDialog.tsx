import { useTranslation } from '../i18n/useTranslation';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface UnsavedDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * Asks before a screen with unsaved changes is left. Stay has the focus (and Escape stays), so
 * an Enter pressed out of habit loses nothing.
 */
export function UnsavedDialog({ open, onStay, onLeave }: UnsavedDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onStay} maxWidth="xs" fullWidth aria-labelledby="unsaved-title" aria-describedby="unsaved-text" data-testid="unsaved-dialog">
      <DialogTitle id="unsaved-title">{t('engine.unsavedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-text">{t('engine.unsavedText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} variant="contained" autoFocus data-testid="unsaved-stay">
          {t('engine.unsavedStay')}
        </Button>
        <Button onClick={onLeave} color="error" data-testid="unsaved-leave">
          {t('engine.unsavedLeave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
