import { lazy, Suspense, useState } from 'react';
import { useSWRConfig } from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import type { Area } from '../descriptor/descriptor.types';
import { isAffectedBy } from '../data/keys';
import { useTranslation } from '../i18n/useTranslation';

// The import's code (the dialog, the file reader, the checks) comes only when the admin opens it.
const ImportDialog = lazy(() => import('../import/ImportDialog').then((m) => ({ default: m.ImportDialog })));

/** Phones, as the list's cards are (≤ 600 px wide). */
const PHONE = '@media (max-width: 600px)';

/** The list header's Import button; the list is read again once when an import changed it. */
export function ImportButton({ area, canUpdate }: { area: Area; canUpdate: boolean }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileUploadIcon />}
        onClick={() => setOpen(true)}
        aria-label={t('import.button')}
        data-testid="import-button"
        sx={{ [PHONE]: { minWidth: 0, px: 1, '& .MuiButton-startIcon': { m: 0 } } }}
      >
        <Box component="span" sx={{ [PHONE]: { display: 'none' } }}>
          {t('import.button')}
        </Box>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog
            area={area}
            canUpdate={canUpdate}
            onClose={(changed) => {
              setOpen(false);
              if (changed) void mutate((key) => isAffectedBy(area, undefined, key), undefined, { revalidate: true });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
