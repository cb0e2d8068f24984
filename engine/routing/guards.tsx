import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../i18n/useTranslation';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { PageSpinner } from '../screens/PageSpinner';
import { permissionCheckKey } from '../data/keys';
import { parseCheckPermission } from '../permissions/parseCheckPermission';
import { sessionEnded, useSession } from '../session/session';
import { signInPath } from '../page/returnPath';

/**
 * The authenticated area: a stored token means signed in, otherwise the login page, which returns
 * here once the admin signs in (and says so when the server ended the session).
 */
export function RequireAuth() {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  return session ? <Outlet /> : <Navigate to={signInPath(`${pathname}${search}${hash}`, sessionEnded())} replace />;
}

/** The sign-in pages: a signed-in admin goes straight to /home. */
export function PublicOnly() {
  const session = useSession();
  return session ? <Navigate to="/home" replace /> : <Outlet />;
}

/** Lets the children through only when the server confirms the permission `name`. */
export function RequirePermission({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { data, error, isValidating, mutate } = useSWR<unknown>(permissionCheckKey(name));

  if (data === undefined && (error === undefined || isValidating)) return <PageSpinner />;
  const allowed = data === undefined ? null : parseCheckPermission(data);
  if (allowed === false) return <Navigate to="/forbidden" replace />;
  if (allowed === true) return <>{children}</>;
  return (
    <Box sx={{ p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void mutate()} data-testid="permission-retry">
            {t('common.retry')}
          </Button>
        }
      >
        {t('errors.permissionCheckFailed')}
      </Alert>
    </Box>
  );
}
