import { useEffect, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { answerData, answerMessage, apiRequest, errorText, useSnackbar, useTranslation } from '../../engine';

/**
 * Whether the role's admins must sign in with two-factor sign-in: saved as soon as it is switched,
 * by a super admin only. Hidden for anyone else and against an API without the route (a 404).
 */
export function RoleTwoFactorSwitch({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [required, setRequired] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    apiRequest({ path: 'dashboard/two-factor-roles' }).then(
      (answer) => {
        const data = answerData(answer);
        if (!live || data.can_change !== true || !Array.isArray(data.role_ids)) return;
        setRequired(data.role_ids.includes(Number(roleId)));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [roleId]);

  if (required === null) return null;
  const change = async (next: boolean) => {
    setSaving(true);
    setRequired(next);
    try {
      const answer = await apiRequest({ method: 'POST', path: `dashboard/roles/${roleId}/two-factor`, body: { required: next ? 1 : 0 } });
      enqueueSnackbar(answerMessage(answer) ?? t('messages.editedSuccessfully'), { variant: 'success' });
    } catch (error) {
      setRequired(!next);
      enqueueSnackbar(errorText(error), { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack sx={{ mt: 2 }}>
      <FormControlLabel
        label={t('twoFactor.roleRequires')}
        control={<Switch checked={required} disabled={saving} onChange={(_, checked) => void change(checked)} slotProps={{ input: { 'aria-describedby': 'role-two-factor-hint' } }} />}
      />
      <FormHelperText id="role-two-factor-hint">{t('twoFactor.roleRequiresHint')}</FormHelperText>
    </Stack>
  );
}
