import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { PERMISSIONS_KEY } from '../data/keys';
import { parsePermissions } from './parsePermissions';

type PermissionsStatus = 'loading' | 'error' | 'ready';

interface Permissions {
  status: PermissionsStatus;
  /** Whether the admin holds a key: a parent key (`banks`) or a full key (`banks index`). */
  has(key: string): boolean;
  retry(): void;
}

/** The signed-in admin's permissions (one request, shared by every caller through SWR). */
export function usePermissions(): Permissions {
  const { data, error, isValidating, mutate } = useSWR<unknown>(PERMISSIONS_KEY);
  const granted = useMemo(() => parsePermissions(data), [data]);
  // While a retry runs after a failure, show loading again rather than the old error.
  const status: PermissionsStatus = data !== undefined ? 'ready' : error !== undefined && !isValidating ? 'error' : 'loading';
  const has = useCallback((key: string) => granted.has(key), [granted]);
  const retry = useCallback(() => {
    void mutate();
  }, [mutate]);
  return useMemo(() => ({ status, has, retry }), [status, has, retry]);
}
