import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { hasGrantable, selectGroups, selectionState, togglePermission, type PermissionGroup } from './roleSelection';
import { SelectAllBox } from './SelectAllBox';
import { useTranslation } from '../../engine';

/** The permission switches by group, each group with its own select-all. */
export function PermissionMatrix({ groups, selected, onChange, disabled }: { groups: PermissionGroup[]; selected: ReadonlySet<number>; onChange: (next: Set<number>) => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          lg: 'repeat(3, 1fr)',
        },
      }}
    >
      {groups.map((group) => (
        <Paper key={group.key} variant="outlined" sx={{ p: 2 }} role="group" aria-labelledby={`group-${group.key}`} data-testid={`permission-group-${group.key}`}>
          <Stack
            direction="row"
            sx={{
              alignItems: 'center',
              justifyContent: 'space-between',
              mb: 1,
              gap: 1,
            }}
          >
            <Typography id={`group-${group.key}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {group.label}
            </Typography>
            <SelectAllBox
              state={selectionState(selected, [group])}
              label={t('roles.selectAll')}
              ariaLabel={t('roles.selectGroup', { group: group.label })}
              disabled={disabled || !hasGrantable([group])}
              onChange={(on) => onChange(selectGroups(selected, [group], on))}
              testId={`select-group-${group.key}`}
            />
          </Stack>
          <Stack>
            {group.permissions.map((permission) => (
              <FormControlLabel
                key={permission.id}
                control={
                  <Switch
                    checked={selected.has(permission.id)}
                    // The server refuses to grant or take away a permission the admin does not hold.
                    disabled={disabled || !permission.held}
                    onChange={(_, on) => onChange(togglePermission(selected, groups, permission.id, on))}
                    slotProps={{
                      input: {
                        'data-testid': `permission-${group.key}-${permission.key}`,
                      } as Record<string, string>,
                    }}
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
