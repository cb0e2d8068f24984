import { useText } from '../../i18n/useText';
import Typography from '@mui/material/Typography';

export function NoData() {
  const { t } = useText();
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {t('common.noData')}
    </Typography>
  );
}
