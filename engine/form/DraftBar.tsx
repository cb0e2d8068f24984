import { useTranslation } from '../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Draft } from './draftStore';
import { dateTimeFormat } from '../i18n/formatters';

/** Offers back what the admin typed in this form before (a failed save, a lost session, a closed tab). */
export function DraftBar({ draft, onRestore, onDiscard }: { draft: Draft; onRestore: () => void; onDiscard: () => void }) {
  const { t, i18n } = useTranslation();
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(draft.savedAt));
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      data-testid="draft-bar"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" variant="outlined" onClick={onRestore} data-testid="draft-restore">
            {t('engine.draftRestore')}
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard} data-testid="draft-discard">
            {t('engine.draftDiscard')}
          </Button>
        </Stack>
      }
    >
      {t('engine.draftOffer')} {t('engine.draftKeptAt', { when })}
      {draft.filesLeftOut ? <span data-testid="draft-files-left-out"> {t('engine.draftFilesLeftOut')}</span> : null}
    </Alert>
  );
}
