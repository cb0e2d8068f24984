import { useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useSnackbar } from '../toasts/toasts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ApiError } from '../api/client';

export interface SaveViewValues {
  name: string;
  shared: boolean;
}

interface SaveViewDialogProps {
  title: string;
  /** Said under the title (what a save keeps); none for a rename. */
  text?: string;
  initial: SaveViewValues;
  /** The share switch; hidden where views are kept in this browser only. */
  showShared: boolean;
  /** Under the name when views are kept in this browser only. */
  localHint: boolean;
  /** Resolves when saved (the caller closes the dialog); an ApiError keeps it open with what was typed. */
  onSubmit: (values: SaveViewValues) => Promise<void>;
  onCancel: () => void;
}

/** Names a view (and shares it): the server's refusals show at the field, nothing typed is lost. */
export function SaveViewDialog({ title, text, initial, showShared, localHint, onSubmit, onCancel }: SaveViewDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState<SaveViewValues>(initial);
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [otherError, setOtherError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setNameError(null);
    setOtherError(null);
    try {
      await onSubmit({ name: values.name.trim(), shared: values.shared });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const { name, ...rest } = error.errors;
        setNameError(name?.[0] ?? null);
        const other = Object.values(rest).flat()[0] ?? (name ? null : error.message);
        setOtherError(other);
      } else {
        // Unreachable server and the like: said aside, the dialog stays as it is for another try.
        enqueueSnackbar(error instanceof Error && error.message !== '' ? error.message : t('errors.server'), { variant: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby="save-view-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="save-view-title">{title}</DialogTitle>
        <DialogContent>
          {text && <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>}
          {otherError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {otherError}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={t('engine.viewName')}
            value={values.name}
            onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
            error={nameError !== null}
            helperText={nameError ?? (localHint ? t('engine.viewLocalHint') : ' ')}
            slotProps={{ htmlInput: { 'data-testid': 'view-name' } }}
          />
          {showShared && (
            <>
              <FormControlLabel
                control={
                  <Switch
                    checked={values.shared}
                    onChange={(event) => setValues((current) => ({ ...current, shared: event.target.checked }))}
                    slotProps={{ input: { 'aria-describedby': 'view-share-hint' } }}
                  />
                }
                label={t('engine.viewShare')}
              />
              <FormHelperText id="view-share-hint" sx={{ mt: 0 }}>
                {t('engine.viewShareHint')}
              </FormHelperText>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="view-save">
            {busy ? t('engine.saving') : t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
