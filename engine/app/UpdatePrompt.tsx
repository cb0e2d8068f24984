import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { ServiceWorkerUpdate } from './serviceWorker';

/** "A new version is available": stays until the admin reloads into it (or closes the tab). Drawn with the dashboard, so that it shows though the build's other files are gone. */
export function UpdatePrompt({ update }: { update: ServiceWorkerUpdate }) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('engine.newVersion')}
      data-testid="update-prompt"
      action={
        <Button
          color="inherit"
          size="small"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            update.apply();
          }}
        >
          {t('engine.reloadToUpdate')}
        </Button>
      }
    />
  );
}
