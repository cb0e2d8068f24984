import { Suspense } from 'react';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from '../i18n/useTranslation';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../screens/PageSpinner';
import { LanguageToggle } from '../shell/LanguageToggle';
import { ThemeToggle } from '../shell/ThemeToggle';

/** The frame of the sign-in pages: a centred card with the product name and the toggles. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: `radial-gradient(circle at 15% 10%, ${alpha(theme.palette.primary.main, 0.18)}, transparent 45%),
          radial-gradient(circle at 85% 90%, ${alpha(theme.palette.secondary.main, 0.14)}, transparent 45%),
          ${theme.palette.background.default}`,
      })}
    >
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, p: 1.5 }}>
        <ThemeToggle />
        <LanguageToggle />
      </Box>
      <Box component="main" sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: 2, pb: 6 }}>
        <Card sx={{ width: '100%', maxWidth: 440, boxShadow: '0 20px 50px -20px rgba(15, 23, 42, 0.35)' }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
              <Box
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 44,
                  height: 44,
                  borderRadius: 2.5,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                <StorefrontOutlined />
              </Box>
              <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                {t('common.appName')}
              </Typography>
            </Box>
            <Suspense fallback={<PageSpinner minHeight={200} />}>
              <Outlet />
            </Suspense>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
