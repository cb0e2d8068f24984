import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/useTranslation';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" align="center">
        {t('shell.footer', { year: new Date().getFullYear(), appName: t('common.appName') })}
      </Typography>
    </Box>
  );
}
