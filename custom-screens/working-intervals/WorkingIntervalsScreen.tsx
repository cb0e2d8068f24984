import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  apiRequest,
  buildCall,
  callKey,
  type CustomScreenProps,
  LoadError,
  RestoredDraftBar,
  ScreenHeader,
  StickyActionBar,
  useRestoredDraft,
  useSnackbar,
  useTranslation,
  useUnsavedGuard,
} from '../../engine';
import { acceptWorkingDraft, parseWorkingDays, removePeriod, withActiveDays, workingPeriodBody, workingValues, type Day, type Period, type WorkingValues } from './workingDays';
import { useWorkingHoursTrail } from './useWorkingHoursTrail';
import { ServiceTypeChoice } from './ServiceTypeChoice';

/** Working days and hours of one service type (`?service_type_id=`). */
export function WorkingIntervalsScreen({ area }: CustomScreenProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const serviceTypeId = params.get('service_type_id') ?? '';
  // The service type is asked for in the query whether or not the descriptor's call names it.
  const read = area.api.show ? buildCall(area.api.show, { service_type_id: serviceTypeId }) : null;
  const { data, error, isValidating, mutate } = useSWR<unknown>(read && serviceTypeId ? callKey(read.path, { ...read.query, service_type_id: serviceTypeId }) : null);
  const [days, setDays] = useState<Day[]>([]);
  const [periods, setPeriods] = useState<Period[]>([]);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const parsed = useMemo(() => (data === undefined ? null : parseWorkingDays(data)), [data]);

  useEffect(() => {
    if (parsed) {
      setDays(parsed.days);
      setPeriods(parsed.periods);
    }
    // Only a new answer resets the screen, not every render.
  }, [data]);

  // What the admin changed is kept per service type, put back after a reload, and guarded on leaving.
  const opened = useMemo(() => (parsed ? workingValues(parsed.days, parsed.periods) : null), [parsed]);
  const values = useMemo(() => workingValues(days, periods), [days, periods]);
  const restore = useCallback((next: WorkingValues) => {
    setDays((current) => withActiveDays(current, next.days));
    setPeriods(next.periods);
  }, []);
  const draft = useRestoredDraft({ area: area.area, mode: 'single', recordId: serviceTypeId, initial: opened, values, onRestore: restore, accept: acceptWorkingDraft });
  const guard = useUnsavedGuard(draft.dirty);

  const title = parsed?.serviceType ? t('workingIntervals.titleFor', { name: parsed.serviceType }) : t(area.title);
  const trail = useWorkingHoursTrail(title);
  const header = <ScreenHeader title={title} breadcrumbs={trail} />;
  if (!serviceTypeId) {
    return (
      <Box>
        {header}
        <ServiceTypeChoice onChoose={(id) => setParams({ service_type_id: id })} />
      </Box>
    );
  }
  if ((error !== undefined && !isValidating) || (data !== undefined && !parsed)) {
    return (
      <Box>
        {header}
        <LoadError error={error ?? new Error('unexpected answer')} onRetry={() => void mutate()} />
      </Box>
    );
  }
  if (!parsed) {
    return (
      <Box>
        {header}
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} role="status" aria-label={t('common.loading')}>
          <CircularProgress />
        </Box>
      </Box>
    );
  }

  const setPeriod = (index: number, key: keyof Period, value: string) => setPeriods((current) => current.map((p, i) => (i === index ? { ...p, [key]: value } : p)));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const call = area.api.update;
    if (!call || savingRef.current) return;
    const built = buildCall(call, { service_type_id: serviceTypeId });
    savingRef.current = true;
    setSaving(true);
    try {
      await apiRequest({ method: built.method, path: built.path, query: built.query, body: { ...workingPeriodBody(serviceTypeId, days, periods), ...built.body } });
      draft.saved(values);
      enqueueSnackbar(t('messages.savedSuccessfully'), { variant: 'success' });
      await mutate();
    } catch (e) {
      enqueueSnackbar(e instanceof Error && e.message ? e.message : t('errors.server'), { variant: 'error' });
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  return (
    <Box component="form" onSubmit={(e) => void save(e)} noValidate>
      {header}
      {guard.dialog}
      {draft.restored && <RestoredDraftBar onDiscard={draft.discard} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('workingIntervals.days')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {days.map((day) => (
            <FormControlLabel
              key={day.id}
              label={day.name}
              control={
                <Switch
                  checked={day.active}
                  disabled={saving}
                  onChange={(_, on) => setDays((current) => current.map((d) => (d.id === day.id ? { ...d, active: on } : d)))}
                  slotProps={{ input: { 'data-testid': `day-${day.id}` } as Record<string, string> }}
                />
              }
            />
          ))}
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('workingIntervals.periods')}
        </Typography>
        <Stack spacing={2}>
          {periods.map((period, index) => (
            <Stack key={index} direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="period-row">
              <TextField
                type="time"
                label={t('workingIntervals.from')}
                value={period.time_from}
                onChange={(e) => setPeriod(index, 'time_from', e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                disabled={saving}
                name={`period[${index}][time_from]`}
              />
              <TextField
                type="time"
                label={t('workingIntervals.to')}
                value={period.time_to}
                onChange={(e) => setPeriod(index, 'time_to', e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                disabled={saving}
                name={`period[${index}][time_to]`}
              />
              <IconButton aria-label={t('engine.delete')} onClick={() => setPeriods((current) => removePeriod(current, index))} disabled={saving || periods.length <= 1} color="error">
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
        </Stack>
        <Button startIcon={<AddIcon />} sx={{ mt: 2 }} onClick={() => setPeriods((current) => [...current, { time_from: '', time_to: '' }])} disabled={saving} data-testid="add-period">
          {t('workingIntervals.addPeriod')}
        </Button>
      </Paper>
      <StickyActionBar>
        <Button type="submit" variant="contained" disabled={saving} data-testid="form-submit">
          {saving ? t('engine.saving') : t('common.save')}
        </Button>
      </StickyActionBar>
    </Box>
  );
}
