import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  areaData,
  type CustomScreenProps,
  isListKeyOf,
  listPath,
  LoadError,
  recordKey,
  RecordScreenHeader,
  RestoredDraftBar,
  StickyActionBar,
  useRestoredDraft,
  useRuleSubmit,
  useSnackbar,
  useTranslation,
  useUnsavedGuard,
  type ValidationRule,
} from '../../engine';
import { hasGrantable, parsePermissionGroups, parseRole, selectGroups, selectionState } from './roleSelection';
import { acceptRoleDraft, roleValues, type RoleValues } from './roleDraft';
import { PermissionMatrix } from './PermissionMatrix';
import { SelectAllBox } from './SelectAllBox';
import { RoleTwoFactorSwitch } from './RoleTwoFactorSwitch';

const RULES: ValidationRule[] = [
  { field: 'name', rule: 'required', message: 'VALIDATION.name' },
  { field: 'permissions', rule: 'minItems', value: 1, message: 'VALIDATION.permissionsAtLeast' },
];

/** Create and edit a role: a name and the permission matrix, grouped by parent. */
export function RoleFormScreen({ area, kind }: CustomScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { mutate } = useSWRConfig();
  const { id } = useParams();
  const editing = kind === 'edit';
  const catalogue = useSWR<unknown>('dashboard/permissions');
  const record = useSWR<unknown>(editing ? recordKey(area, { id }) : null);
  const groups = useMemo(() => parsePermissionGroups(catalogue.data), [catalogue.data]);
  const role = useMemo(() => (record.data === undefined ? null : parseRole(record.data)), [record.data]);
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const submitter = useRuleSubmit(RULES);
  const error = submitter.invalidField;
  const saving = submitter.sending;
  const loaded = useRef(false);

  useEffect(() => {
    if (role && !loaded.current) {
      loaded.current = true;
      setName(role.name);
      setSelected(new Set(role.permissionIds));
    }
  }, [role]);

  // What the role held when the form opened: changes (kept as a draft, guarded on leaving) count from it.
  const opened = useMemo<RoleValues | null>(() => {
    if (!groups) return null;
    if (!editing) return roleValues('', []);
    return role ? roleValues(role.name, role.permissionIds) : null;
  }, [groups, editing, role]);
  const values = useMemo(() => roleValues(name, selected), [name, selected]);
  const restore = useCallback((next: RoleValues) => {
    setName(next.name);
    setSelected(new Set(next.permissions));
  }, []);
  const draft = useRestoredDraft({ area: area.area, mode: kind, recordId: id, initial: opened, values, onRestore: restore, accept: acceptRoleDraft });
  const guard = useUnsavedGuard(draft.dirty);

  const header = <RecordScreenHeader area={area} kind={editing ? 'edit' : 'create'} id={id} answer={record.data} />;
  const failedRead = catalogue.error ?? (editing ? record.error : undefined);
  if (failedRead !== undefined || (catalogue.data !== undefined && !groups)) {
    return (
      <Box>
        {header}
        <LoadError error={failedRead} onRetry={() => void Promise.all([catalogue.mutate(), record.mutate()])} />
      </Box>
    );
  }
  if (!groups || (editing && !role)) {
    return (
      <Box>
        {header}
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} role="status" aria-label={t('common.loading')}>
          <CircularProgress />
        </Box>
      </Box>
    );
  }

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!(editing ? area.api.update : area.api.create)) return;
    const body = { name: name.trim(), permissions: values.permissions };
    void submitter.submit(body, {
      order: ['name', 'permissions'],
      send: async () => {
        const data = areaData(area);
        await (editing ? data.update(id, body, body) : data.create(body, body));
        draft.saved(values);
        guard.release();
        enqueueSnackbar(t(editing ? 'messages.editedSuccessfully' : 'messages.addedSuccessfully'), { variant: 'success' });
        await mutate((key) => isListKeyOf(area, key));
        navigate(listPath(area));
      },
    });
  };

  return (
    <Box component="form" onSubmit={save} noValidate>
      {header}
      {guard.dialog}
      {draft.restored && <RestoredDraftBar onDiscard={draft.discard} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
        <TextField id="root_name" name="name" label={t('roles.name')} required fullWidth value={name} error={error === 'name'} onChange={(e) => setName(e.target.value)} disabled={saving} />
        {editing && id && <RoleTwoFactorSwitch roleId={id} />}
      </Paper>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2" color={error === 'permissions' ? 'error' : 'textPrimary'}>
          {t('roles.permissions')}
        </Typography>
        <SelectAllBox
          state={selectionState(selected, groups)}
          label={t('roles.selectAll')}
          ariaLabel={t('roles.selectAll')}
          disabled={saving || !hasGrantable(groups)}
          onChange={(on) => setSelected(selectGroups(selected, groups, on))}
          testId="select-all-permissions"
        />
      </Stack>
      <PermissionMatrix groups={groups} selected={selected} onChange={setSelected} disabled={saving} />
      <StickyActionBar>
        <Button type="submit" variant="contained" disabled={saving} data-testid="form-submit">
          {saving ? t('engine.saving') : t('common.save')}
        </Button>
        <Button component={Link} to={listPath(area)} variant="outlined" disabled={saving}>
          {t('common.cancel')}
        </Button>
      </StickyActionBar>
    </Box>
  );
}
