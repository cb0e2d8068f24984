import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/** A whole value read in a window (modal width 600 as the spec says). */
export function TextDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: 600 } } }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A short preview in the cell; the whole value opens in a window. */
export function DialogCell({ preview, title, children, testId }: { preview: ReactNode; title: string; children: ReactNode; testId?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="text"
        onClick={() => setOpen(true)}
        sx={{
          textTransform: 'none',
          justifyContent: 'flex-start',
          textAlign: 'start',
          fontWeight: 400,
          color: 'text.primary',
          textDecoration: 'underline dotted',
          textUnderlineOffset: 3,
          p: 0.5,
          minWidth: 0,
          maxWidth: 280,
        }}
        data-testid={testId}
      >
        {preview}
      </Button>
      {open && (
        <TextDialog title={title} onClose={() => setOpen(false)}>
          {children}
        </TextDialog>
      )}
    </>
  );
}
