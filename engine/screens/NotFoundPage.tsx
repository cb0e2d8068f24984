import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/useTranslation';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../session/session';
import { StatusPage } from './StatusPage';

/** Any unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <StatusPage
      illustration={
        <Typography component="p" dir="ltr" sx={{ fontSize: 96, fontWeight: 800, lineHeight: 1, color: 'primary.main', letterSpacing: 4 }}>
          404
        </Typography>
      }
      title={t('errors.notFoundTitle')}
      text={t('errors.notFoundText')}
      action={
        <Button component={RouterLink} to={session ? '/home' : '/'} variant="contained" size="large" data-testid="not-found-back">
          {t('common.back')}
        </Button>
      }
    />
  );
}
