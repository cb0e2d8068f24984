import { useTranslation } from '../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Says that unsaved changes from before were put back, with a way to drop them. */
export function RestoredDraftBar({ onDiscard }: { onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      data-testid="draft-restored"
      action={
        <Button color="inherit" size="small" onClick={onDiscard} data-testid="draft-discard">
          {t('engine.draftDiscard')}
        </Button>
      }
    >
      {t('engine.draftRestored')}
    </Alert>
  );
}
