import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from '../toasts/toasts';
import type { CustomAction } from '../descriptor/descriptor.types';
import type { Row } from '../data/envelope';
import { ActionContext } from './ActionContext';
import { PromptFields, promptAnswers, promptReady, refusedPromptField } from './PromptFields';

interface CustomActionDialogProps {
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
  const ready = promptReady(fields, values);
  return (
    <Dialog open onClose={busy ? undefined : onCancel} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: 600 } } }} aria-labelledby="action-title">
      <DialogTitle id="action-title">{t(action.label)}</DialogTitle>
      <DialogContent>
        {row && (action.context ?? []).length > 0 && <ActionContext fields={action.context ?? []} row={row} />}
        {action.confirm && <DialogContentText sx={{ mb: fields.length > 0 ? 2 : 0 }}>{t(action.confirm)}</DialogContentText>}
        <PromptFields fields={fields} values={values} onChange={setValues} disabled={busy} sx={{ pt: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || !ready}
          onClick={() => {
            const refused = refusedPromptField(fields, values);
            if (refused) {
              enqueueSnackbar(t(refused.message), { variant: 'error' });
              return;
            }
            onSend(promptAnswers(values));
          }}
          data-testid="action-send"
        >
          {fields.length > 0 ? t('common.send') : t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
