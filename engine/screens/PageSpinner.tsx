import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../i18n/useTranslation';

/** A centred spinner for a page (or a part of one) that is still loading. */
export function PageSpinner({ minHeight = 240 }: { minHeight?: number | string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight, width: '100%' }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
