import { useTranslation } from '../../i18n/useTranslation';
import { useOptions } from '../../lookups/useOptions';
import { LookupPicker } from '../../lookups/LookupPicker';
import { isSearchable } from '../../lookups/useLookupSearch';
import { ChoiceSelect } from './ChoiceSelect';
import type { FilterWidgetProps } from './filterWidgetProps';

export function SelectFilter({ filter, value, values, onChange }: FilterWidgetProps) {
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
  return <ChoiceSelect name={filter.param} label={t(filter.label)} value={value} options={options} onChange={onChange} disabled={filter.source !== undefined && loaded.status === 'waiting'} />;
}
