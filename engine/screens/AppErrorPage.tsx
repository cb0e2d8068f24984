import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { StatusPage } from './StatusPage';
import { BASENAME } from '../page/paths';
import { firstLine, isCodeLoadFailure, PageErrorBoundary } from './AreaErrorBoundary';

/**
 * The last guard of the route tree (around it, inside the router): a page that could not be drawn outside any area (the shell's
 * code did not arrive, a bug) says so in the admin's language with a way on, never a blank page.
 */
function AppErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const missingCode = isCodeLoadFailure(error);

  return (
    <StatusPage
      illustration={<ErrorOutline color="error" sx={{ fontSize: 72 }} />}
      title={t('engine.appErrorTitle')}
      text={missingCode ? t('engine.screenLoadFailed') : t('engine.appErrorText')}
      action={
        <Stack spacing={2} sx={{ alignItems: 'center' }} data-testid={missingCode ? 'screen-load-failed' : 'app-error'}>
          {!missingCode && (
            <Typography component="code" dir="ltr" color="text.secondary" sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-word' }}>
              {firstLine(error)}
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            {/* A failed import is remembered by the page, so only a fresh load fetches the code again. */}
            <Button variant="contained" onClick={() => window.location.reload()} data-testid="retry">
              {t('common.retry')}
            </Button>
            <Button variant="outlined" href={`${BASENAME}/`}>
              {t('menu.home')}
            </Button>
          </Stack>
        </Stack>
      }
    />
  );
}

/** Draws the route tree, or AppErrorPage in its place when it throws, until the admin goes to another page. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <PageErrorBoundary what="The page" fallback={(error) => <AppErrorPage error={error} />}>
      {children}
    </PageErrorBoundary>
  );
}
