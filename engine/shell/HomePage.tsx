import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session';

/** The landing page after sign-in (the statistics come later). */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Card
      sx={{
        color: 'primary.contrastText',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main} 60%, ${theme.palette.secondary.main})`,
        border: 'none',
      }}
    >
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom data-testid="home-title">
          {t('shell.homeTitle')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ opacity: 0.92, fontWeight: 500 }}>
          {t('shell.greeting', { name: session?.name ?? '' })}
        </Typography>
        <Typography sx={{ opacity: 0.85, mt: 1.5, maxWidth: 720 }}>{t('shell.homeText')}</Typography>
      </CardContent>
    </Card>
  );
}
