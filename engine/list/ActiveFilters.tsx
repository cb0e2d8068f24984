import { useTranslation } from '../i18n/useTranslation';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Filter } from '../descriptor/descriptor.types';
import { useOptions } from '../lookups/useOptions';
import { useAreaOptions } from '../registries/filters/areaOptions';
import { usePermissions } from '../permissions/usePermissions';

interface ActiveFiltersProps {
  filters: readonly Filter[];
  /** The values in force, from the address. */
  values: Readonly<Record<string, string>>;
  onRemove: (param: string) => void;
  onClear: () => void;
}

const STATUS_LABELS: Readonly<Record<string, string>> = { '1': 'common.active', '0': 'common.notActive' };

/** What a filter's value reads as: a choice's label (a lookup's name, not its id), else the text. */
function useValueLabel(filter: Filter, value: string, values: Readonly<Record<string, string>>): string {
  const { t } = useTranslation();
  const { has } = usePermissions();
  // A lookup the admin may not read is not asked for: the chip shows the value as it is.
  const loaded = useOptions(filter.permission && !has(filter.permission) ? undefined : filter.source, values);
  const areas = useAreaOptions();
  if (filter.widget === 'status' && STATUS_LABELS[value]) return t(STATUS_LABELS[value]);
  if (filter.widget === 'area') return areas.find((option) => option.value === value)?.label ?? value;
  const fixed = filter.options.find((option) => String(option.value) === value);
  if (fixed) return t(fixed.label);
  if (filter.source && loaded.status === 'ready') return loaded.options.find((option) => option.value === value)?.label ?? value;
  return value;
}

function FilterChip({ filter, value, values, onRemove }: { filter: Filter; value: string; values: Readonly<Record<string, string>>; onRemove: () => void }) {
  const { t } = useTranslation();
  const label = `${t(filter.label)}: ${useValueLabel(filter, value, values)}`;
  return (
    <Chip
      size="small"
      label={label}
      onDelete={onRemove}
      data-testid={`filter-chip-${filter.param}`}
      // The delete icon is not focusable by itself: the chip is, and says what removing does.
      aria-label={t('engine.removeFilter', { filter: label })}
      sx={{ maxWidth: '100%' }}
    />
  );
}

/** A chip for each filter in force, each removable, and a way to clear them all. */
export function ActiveFilters({ filters, values, onRemove, onClear }: ActiveFiltersProps) {
  const { t } = useTranslation();
  // Hidden filters come from links (a provider's orders): they show too, as they narrow the rows.
  const active = filters.filter((filter) => (values[filter.param] ?? '') !== '');
  if (active.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }} role="group" aria-label={t('engine.activeFilters')} data-testid="active-filters">
      {active.map((filter) => (
        <FilterChip key={filter.param} filter={filter} value={values[filter.param] ?? ''} values={values} onRemove={() => onRemove(filter.param)} />
      ))}
      <Button size="small" onClick={onClear} data-testid="filters-clear-all">
        {t('engine.clearFilters')}
      </Button>
    </Stack>
  );
}
