import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Filter } from '../descriptor/descriptor.types';
import { useOptions } from '../lookups/useOptions';
import { LookupPicker } from '../lookups/LookupPicker';
import { isSearchable } from '../lookups/useLookupSearch';
import { DateFilter } from './DateFilter';

export interface FilterWidgetProps {
  filter: Filter;
  value: string;
  /** Every filter's current value, for choices that depend on another filter. */
  values: Readonly<Record<string, string>>;
  onChange: (value: string) => void;
}

type FilterWidgetName = NonNullable<Filter['widget']>;

// Menus stay inside the filter panel so choosing an item is not a click outside it.
const selectProps = { select: { MenuProps: { disablePortal: true, slotProps: { paper: { sx: { maxHeight: 150 * 2 } } } } } };

function TextFilter({ filter, value, onChange, type = 'text' }: FilterWidgetProps & { type?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      size="small"
      type={type}
      name={filter.param}
      label={t(filter.label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : {}}
      fullWidth
    />
  );
}

function SelectFilter({ filter, value, values, onChange }: FilterWidgetProps) {
  const { t } = useTranslation();
  const loaded = useOptions(filter.source, values);
  const fixed = filter.options.map((o) => ({ value: String(o.value), label: t(o.label) }));
  const options = filter.source ? (loaded.status === 'ready' ? loaded.options : []) : fixed;
  if (isSearchable(filter.source, loaded)) {
    return (
      <LookupPicker
        size="small"
        inline
        name={filter.param}
        label={t(filter.label)}
        placeholder={t('engine.all')}
        source={filter.source}
        values={values}
        options={options}
        loading={loaded.status === 'loading'}
        disabled={loaded.status === 'waiting'}
        value={value}
        onChange={onChange}
      />
    );
  }
  // A remembered value whose choices are not there yet is kept, not dropped.
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <TextField
      select
      size="small"
      name={filter.param}
      label={t(filter.label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={filter.source !== undefined && loaded.status === 'waiting'}
      slotProps={selectProps}
      fullWidth
    >
      <MenuItem value="">{t('engine.all')}</MenuItem>
      {!known && <MenuItem value={value}>{value}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function StatusFilter(props: FilterWidgetProps) {
  return (
    <SelectFilter
      {...props}
      filter={{
        ...props.filter,
        options: [
          { value: '1', label: 'common.active', color: 'default' },
          { value: '0', label: 'common.notActive', color: 'default' },
        ],
      }}
    />
  );
}

/** One table of filter widgets, keyed by the names descriptors use. */
export const filterWidgets = {
  text: (props) => <TextFilter {...props} />,
  number: (props) => <TextFilter {...props} type="number" />,
  // Day, month and year in the admin's language, not the browser's date box.
  date: DateFilter,
  select: SelectFilter,
  status: StatusFilter,
  // Read from the address and sent with the list call, but not offered in the panel.
  hidden: () => null,
} satisfies Record<FilterWidgetName, ComponentType<FilterWidgetProps>>;
