import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { registerServiceWorker, type ServiceWorkerUpdate } from './serviceWorker';

/** "A new version is available": stays until the admin reloads into it (or closes the tab). */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [update, setUpdate] = useState<ServiceWorkerUpdate | null>(null);
  const [reloading, setReloading] = useState(false);
  useEffect(() => void registerServiceWorker(setUpdate), []);
  return (
    <Snackbar
      open={update !== null}
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
            update?.apply();
          }}
        >
          {t('engine.reloadToUpdate')}
        </Button>
      }
    />
  );
}
