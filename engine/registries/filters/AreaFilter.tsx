import { useTranslation } from '../../i18n/useTranslation';
import { useAreaOptions } from './areaOptions';
import { ChoiceSelect } from './ChoiceSelect';
import type { FilterWidgetProps } from './filterWidgetProps';

/** A choice of the dashboard's areas the admin may list, each sent as its permission group. */
export function AreaFilter({ filter, value, onChange }: FilterWidgetProps) {
  const { t } = useTranslation();
  return <ChoiceSelect name={filter.param} label={t(filter.label)} value={value} options={useAreaOptions()} onChange={onChange} />;
}
