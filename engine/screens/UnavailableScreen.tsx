import { useTranslation } from '../i18n/useTranslation';
import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useDocumentTitle } from './documentTitle';

/**
 * A screen other parts of the product link to but this dashboard does not offer, or a record it
 * does not let anyone change (`textKey` says which): said plainly.
 */
export function UnavailableScreen({ backTo, titleKey, textKey = 'engine.unavailableText' }: { backTo?: string; titleKey: string; textKey?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', maxWidth: 640, mx: 'auto', mt: 4 }} data-testid="unavailable">
      <InfoOutlinedIcon color="info" sx={{ fontSize: 48, mb: 1 }} />
      <Typography variant="h5" component="h1" gutterBottom>
        {t(titleKey)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(textKey)}
      </Typography>
      {backTo && (
        <Button component={Link} to={backTo} variant="contained">
          {t('common.back')}
        </Button>
      )}
    </Paper>
  );
}
