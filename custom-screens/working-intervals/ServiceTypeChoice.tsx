import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { callKey, LoadError, useTranslation } from '../../engine';
import { parseServiceTypes } from './workingDays';

/** The service types' lookup, as the services' forms ask for it (descriptors/shared.json, serviceTypes). */
const SERVICE_TYPES_KEY = callKey('main/service-type', { limit: '0' });

/** Working hours belong to a service type: the screen opened without one asks which. */
export function ServiceTypeChoice({ onChoose }: { onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useSWR<unknown>(SERVICE_TYPES_KEY);
  const types = data === undefined ? null : parseServiceTypes(data);
  if (error !== undefined || (data !== undefined && !types)) return <LoadError error={error ?? new Error('unexpected answer')} onRetry={() => void mutate()} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('workingIntervals.chooseServiceType')}
      </Alert>
      <TextField
        select
        fullWidth
        label={t('workingIntervals.serviceType')}
        value=""
        disabled={!types}
        onChange={(event) => onChoose(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'service-type-choice' } }}
        sx={{ maxWidth: 480 }}
      >
        {(types ?? []).map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
    </Paper>
  );
}
