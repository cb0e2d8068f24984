import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import type { CustomAction } from '../descriptor/descriptor.types';
import type { Row } from './envelope';
import { ActionContext } from './ActionContext';

export interface CustomActionDialogProps {
  /** A custom row action, or another question of the list (the reason for switching a record off). */
  action: Pick<CustomAction, 'label' | 'prompt'> & Partial<Pick<CustomAction, 'confirm' | 'context'>>;
  /** The row the action is for: its "context" fields are shown above the question. */
  row?: Row;
  busy: boolean;
  onSend: (values: Record<string, string>) => void;
  onCancel: () => void;
}

/**
 * The dialog of a custom row action: a question (confirm) or a small form (prompt), below what
 * the row says that the admin answers (its "context" fields, read-only). Send stays
 * disabled until every required field holds something other than spaces.
 */
export function CustomActionDialog({ action, row, busy, onSend, onCancel }: CustomActionDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState<Record<string, string>>({});
  const fields = action.prompt;
  const ready = fields.every((f) => !f.required || (values[f.name] ?? '').trim() !== '');
  return (
    <Dialog open onClose={busy ? undefined : onCancel} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: 600 } } }} aria-labelledby="action-title">
      <DialogTitle id="action-title">{t(action.label)}</DialogTitle>
      <DialogContent>
        {row && (action.context ?? []).length > 0 && <ActionContext fields={action.context ?? []} row={row} />}
        {action.confirm && <DialogContentText sx={{ mb: fields.length > 0 ? 2 : 0 }}>{t(action.confirm)}</DialogContentText>}
        <Stack spacing={2} sx={{ pt: 1 }}>
          {fields.map((field, index) => (
            <TextField
              key={field.name}
              name={field.name}
              label={t(field.label)}
              required={field.required}
              type={field.type}
              slotProps={field.type === 'number' && field.min !== undefined ? { htmlInput: { min: field.min } } : {}}
              multiline={field.multiline}
              minRows={field.multiline ? 3 : undefined}
              value={values[field.name] ?? ''}
              onChange={(e) => setValues((current) => ({ ...current, [field.name]: e.target.value }))}
              autoFocus={index === 0}
              disabled={busy}
              fullWidth
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || !ready}
          onClick={() => {
            // Numbers keep to their smallest value (an amount is never negative).
            const refused = fields.find((f) => {
              const raw = (values[f.name] ?? '').trim();
              if (raw === '' || f.type !== 'number') return false;
              const n = Number(raw);
              return !Number.isFinite(n) || (f.min !== undefined && n < f.min);
            });
            if (refused) {
              enqueueSnackbar(t(refused.message), { variant: 'error' });
              return;
            }
            onSend(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])));
          }}
          data-testid="action-send"
        >
          {fields.length > 0 ? t('common.send') : t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
