import { useTranslation } from '../i18n/useTranslation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { BulkController } from './useBulkActions';

/**
 * Over the table while rows are selected: how many, a way to clear them, and the permitted
 * actions; while a run goes on, its progress in place of the buttons.
 */
export function BulkBar({ bulk }: { bulk: BulkController }) {
  const { t } = useTranslation();
  const { phase } = bulk;
  const running = phase.step === 'running';
  if (bulk.selected.size === 0 && !running) return null;
  return (
    <Paper variant="outlined" role="toolbar" aria-label={t('engine.bulkBar')} data-testid="bulk-bar" data-pdf-ignore sx={{ mb: 1, px: 1.5, py: 1, bgcolor: 'action.selected' }}>
      {running ? (
        <Box role="status" aria-live="polite">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {t('engine.bulkRunning', { action: t(phase.action.label) })} — {t('engine.bulkProgress', { done: phase.done, total: phase.total })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={phase.total === 0 ? 100 : (phase.done / phase.total) * 100}
            aria-label={t('engine.bulkProgress', { done: phase.done, total: phase.total })}
            data-testid="bulk-progress"
          />
        </Box>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} role="status" data-testid="bulk-count">
            {t('engine.bulkSelected', { count: bulk.selected.size })}
          </Typography>
          <Button size="small" startIcon={<CloseIcon />} onClick={bulk.clear} data-testid="bulk-clear">
            {t('engine.bulkClear')}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          {bulk.actions.map((action) => (
            <Button key={action.key} size="small" variant="contained" color={action.color} disabled={phase.step !== 'idle'} onClick={() => bulk.start(action)} data-testid={`bulk-${action.key}`}>
              {t(action.label)}
            </Button>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
