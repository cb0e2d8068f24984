import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../i18n/useTranslation';
import { logout } from './logout';

/** Asks before signing out. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    void logout();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" aria-labelledby="logout-title">
      <DialogTitle id="logout-title">{t('shell.logoutTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('shell.logoutConfirm')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={busy} data-testid="logout-confirm">
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
