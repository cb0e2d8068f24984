import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from '../toasts/toasts';
import type { BulkController } from './useBulkActions';
import { PromptFields, promptAnswers, promptReady, refusedPromptField } from './PromptFields';

const TITLES = { delete: 'engine.bulkDeleteTitle', activate: 'engine.bulkActivateTitle', deactivate: 'engine.bulkDeactivateTitle', custom: 'engine.bulkCustomTitle' } as const;

/**
 * The one question before a bulk run: how many records, which are left out, and the action's
 * prompt, asked once for all of them. Cancel has the focus, as in the single delete.
 */
export function BulkConfirmDialog({ bulk }: { bulk: BulkController }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState<Record<string, string>>({});
  const { phase } = bulk;
  if (phase.step !== 'confirm') return null;
  const { action, targets, skipped } = phase;
  const fields = action.prompt;
  const ready = targets > 0 && promptReady(fields, values);
  const send = () => {
    const refused = refusedPromptField(fields, values);
    if (refused) {
      enqueueSnackbar(t(refused.message), { variant: 'error' });
      return;
    }
    bulk.confirm(promptAnswers(values));
    setValues({});
  };
  const cancel = () => {
    setValues({});
    bulk.cancel();
  };
  const danger = action.kind === 'delete' || action.color === 'error';
  return (
    <Dialog open onClose={cancel} fullWidth maxWidth="xs" aria-labelledby="bulk-confirm-title" data-testid="bulk-confirm">
      <DialogTitle id="bulk-confirm-title">{t(TITLES[action.kind], { count: targets, action: t(action.label) })}</DialogTitle>
      <DialogContent>
        {action.kind === 'delete' && <DialogContentText>{t('engine.bulkDeleteText')}</DialogContentText>}
        {action.confirm && <DialogContentText>{t(action.confirm)}</DialogContentText>}
        {skipped > 0 && <DialogContentText sx={{ mt: 1 }}>{t('engine.bulkSkipNote', { count: skipped })}</DialogContentText>}
        {targets === 0 && <DialogContentText sx={{ mt: 1 }}>{t('engine.bulkNothingToDo')}</DialogContentText>}
        {targets > 0 && fields.length > 0 && <PromptFields fields={fields} values={values} onChange={setValues} sx={{ pt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} autoFocus={fields.length === 0} data-testid="bulk-confirm-cancel">
          {t('common.cancel')}
        </Button>
        <Button onClick={send} disabled={!ready} color={danger ? 'error' : 'primary'} variant="contained" data-testid="bulk-confirm-ok">
          {fields.length > 0 ? t('common.send') : t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
