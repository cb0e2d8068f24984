import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, apiRequest, buildCall, type CustomScreenProps, isListKeyOf, listPath, LoadError, runRules, ScreenHeader, type ValidationRule } from '../../engine';
import { parsePermissionGroups, parseRole, togglePermission, type PermissionGroup } from './roleSelection';

/** Role 1 holds everything and is never edited. */
const PROTECTED_ROLE = '1';

function Matrix({ groups, selected, onToggle, disabled }: { groups: PermissionGroup[]; selected: ReadonlySet<number>; onToggle: (id: number, on: boolean) => void; disabled: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      {groups.map((group) => (
        <Paper key={group.key} variant="outlined" sx={{ p: 2 }} role="group" aria-labelledby={`group-${group.key}`}>
          <Typography id={`group-${group.key}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {group.label}
          </Typography>
          <Stack>
            {group.permissions.map((permission) => (
              <FormControlLabel
                key={permission.id}
                control={
                  <Switch
                    checked={selected.has(permission.id)}
                    // The server refuses to grant or take away a permission the admin does not hold.
                    disabled={disabled || !permission.held}
                    onChange={(_, on) => onToggle(permission.id, on)}
                    slotProps={{ input: { 'data-testid': `permission-${group.key}-${permission.key}` } as Record<string, string> }}
                  />
                }
                label={permission.label}
              />
            ))}
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}

/** Create and edit a role: a name and the permission matrix, grouped by parent. */
export function RoleFormScreen({ area, kind }: CustomScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { mutate } = useSWRConfig();
  const { id } = useParams();
  const editing = kind === 'edit';
  const catalogue = useSWR<unknown>('dashboard/permissions');
  const showCall = editing && area.api.show ? buildCall(area.api.show, { id }) : null;
  const record = useSWR<unknown>(showCall && id !== PROTECTED_ROLE ? [showCall.path, showCall.query] : null);
  const groups = useMemo(() => parsePermissionGroups(catalogue.data), [catalogue.data]);
  const role = useMemo(() => (record.data === undefined ? null : parseRole(record.data)), [record.data]);
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const loaded = useRef(false);

  useEffect(() => {
    if (role && !loaded.current) {
      loaded.current = true;
      setName(role.name);
      setSelected(new Set(role.permissionIds));
    }
  }, [role]);

  if (editing && id === PROTECTED_ROLE) return <Navigate to={listPath(area)} replace />;

  const failedRead = catalogue.error ?? (editing ? record.error : undefined);
  if (failedRead !== undefined || (catalogue.data !== undefined && !groups)) {
    return <LoadError error={failedRead} onRetry={() => void Promise.all([catalogue.mutate(), record.mutate()])} />;
  }
  if (!groups || (editing && !role)) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} role="status" aria-label={t('common.loading')}>
        <CircularProgress />
      </Box>
    );
  }

  const rules: ValidationRule[] = [
    { field: 'name', rule: 'required', message: 'VALIDATION.name' },
    { field: 'permissions', rule: 'minItems', value: 1, message: 'VALIDATION.permissionsAtLeast' },
  ];

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (savingRef.current) return;
    const values = { name: name.trim(), permissions: [...selected] };
    const failure = runRules(rules, values);
    if (failure) {
      enqueueSnackbar(t(failure.message), { variant: 'error' });
      setError(failure.field);
      return;
    }
    const call = editing ? area.api.update : area.api.create;
    if (!call) return;
    const built = buildCall(call, { id });
    savingRef.current = true;
    setSaving(true);
    setError(null);
    try {
      await apiRequest({ method: built.method, path: built.path, query: built.query, body: { ...values, ...built.body } });
      enqueueSnackbar(t(editing ? 'messages.editedSuccessfully' : 'messages.addedSuccessfully'), { variant: 'success' });
      await mutate((key) => isListKeyOf(area, key));
      navigate(listPath(area));
    } catch (e) {
      enqueueSnackbar(e instanceof Error && e.message ? e.message : t('errors.server'), { variant: 'error' });
      if (e instanceof ApiError && e.errors.name) setError('name');
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  return (
    <Box component="form" onSubmit={(e) => void save(e)} noValidate>
      <ScreenHeader title={t(editing ? 'engine.editTitle' : 'engine.createTitle', { area: t(area.title) })} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
        <TextField
          id="root_name"
          name="name"
          label={t('roles.name')}
          required
          fullWidth
          value={name}
          error={error === 'name'}
          onChange={(e) => setName(e.target.value)}
          disabled={saving}
        />
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }} color={error === 'permissions' ? 'error' : 'textPrimary'}>
        {t('roles.permissions')}
      </Typography>
      <Matrix groups={groups} selected={selected} onToggle={(pid, on) => setSelected((s) => togglePermission(s, groups, pid, on))} disabled={saving} />
      <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={saving} data-testid="form-submit">
          {saving ? t('engine.saving') : t('common.save')}
        </Button>
        <Button component={Link} to={listPath(area)} variant="outlined" disabled={saving}>
          {t('common.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}
