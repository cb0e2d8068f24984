import { useTranslation } from '../i18n/useTranslation';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ExportProgress } from './useListExport';

interface ExportProgressDialogProps {
  /** The list's title. */
  title: string;
  progress: ExportProgress | null;
  onCancel: () => void;
}

/** How far an export has read ("page 3 of 12"), with a Cancel that stops it and writes nothing. */
export function ExportProgressDialog({ title, progress, onCancel }: ExportProgressDialogProps) {
  const { t } = useTranslation();
  const total = progress?.total ?? null;
  const done = progress?.done ?? 0;
  const words = total === null ? t('engine.exportPreparing') : t('engine.exportPage', { done, total });
  return (
    <Dialog open={progress !== null} onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="export-progress-title" aria-describedby="export-progress-text">
      <DialogTitle id="export-progress-title">{t('engine.exportTitle', { title })}</DialogTitle>
      <DialogContent>
        <LinearProgress
          variant={total === null ? 'indeterminate' : 'determinate'}
          value={total === null ? undefined : Math.round((done / Math.max(total, 1)) * 100)}
          aria-labelledby="export-progress-title"
          aria-valuetext={words}
          sx={{ mb: 1.5 }}
        />
        <Typography id="export-progress-text" variant="body2" color="text.secondary" role="status" data-testid="export-progress">
          {words}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus data-testid="export-cancel">
          {t('common.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
