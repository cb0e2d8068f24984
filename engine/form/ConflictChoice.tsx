import { useTranslation } from '../i18n/useTranslation';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Choice, FieldStatus } from './conflicts';

/** Keep mine / Take theirs for one field; a field only they changed says that theirs is taken. */
export function ConflictChoice({ label, status, value, onChange, row = false }: { label: string; status: FieldStatus; value: Choice; onChange: (choice: Choice) => void; row?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <RadioGroup row={row} aria-label={label} value={value} onChange={(_, next) => onChange(next === 'theirs' ? 'theirs' : 'mine')}>
        <FormControlLabel value="mine" control={<Radio size="small" />} label={t('engine.conflictKeepMine')} />
        <FormControlLabel value="theirs" control={<Radio size="small" />} label={t('engine.conflictTakeTheirs')} />
      </RadioGroup>
      {status === 'theirs' && (
        <Typography variant="caption" color="text.secondary" data-testid="conflict-taken">
          {t('engine.conflictTakenTheirs')}
        </Typography>
      )}
    </>
  );
}
