import { useTranslation } from '../i18n/useTranslation';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * OK / Cancel confirmation; OK is disabled while the call runs so a double click sends once.
 * Cancel has the focus, so an Enter pressed out of habit does not delete.
 */
export function ConfirmDialog({ open, title, text, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} data-testid="confirm-cancel" autoFocus>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained" data-testid="confirm-ok">
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
