import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';

export function NoData() {
  const { t } = useTranslation();
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {t('common.noData')}
    </Typography>
  );
}
