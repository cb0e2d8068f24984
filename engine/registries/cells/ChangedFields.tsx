import { fieldLabelsOf } from '../../descriptor/subjectAreas';
import { useText } from '../../i18n/useText';
import type { CellProps } from './cellProps';
import { changedFieldNames } from './changedFieldNames';
import { NoData } from './NoData';
import { useRowSubjectAreas, useWholeAreas } from './subjectArea';

/**
 * The fields of an {old, attributes} change by their labels in the record's area (its form, show
 * page and list name them); a field no area labels is shown by its name.
 */
export function ChangedFields({ value, row, column }: CellProps) {
  const { t, i18n } = useText();
  const areas = useWholeAreas(useRowSubjectAreas(row, column));
  const names = changedFieldNames(value);
  if (names.length === 0) return <NoData />;
  const labels = areas.map(fieldLabelsOf);
  const words = names.map((name) => {
    const key = labels.map((byField) => byField.get(name)).find((label) => label !== undefined);
    return key ? t(key) : name;
  });
  return <>{new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(words)}</>;
}
