import { useState } from 'react';
import { useText } from '../../i18n/useText';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { getPath } from '../../descriptor/fieldPath';
import type { CellProps } from './cellProps';
import { Directed } from './Directed';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';

const SHOWN = 2;

export function Expandable({ value, column }: CellProps) {
  const { t } = useText();
  const [open, setOpen] = useState(false);
  if (!Array.isArray(value) || value.length === 0) return <NoData />;
  const field = column.chipLabel;
  const labels = value.map((item) => {
    const label = item && typeof item === 'object' ? getPath(item, field) : item;
    return isEmpty(label) ? '-' : String(label);
  });
  const shown = open ? labels : labels.slice(0, SHOWN);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      {shown.map((label, i) => (
        <Chip key={i} size="small" label={<Directed dir="auto">{label}</Directed>} />
      ))}
      {labels.length > SHOWN && (
        <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open} sx={{ minWidth: 0, px: 1 }}>
          {open ? t('engine.less') : t('engine.more', { count: labels.length - SHOWN })}
        </Button>
      )}
    </Stack>
  );
}
