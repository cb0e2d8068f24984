import { fieldLabelIn } from '../../descriptor/subjectAreas';
import { useText } from '../../i18n/useText';
import type { CellProps } from './cellProps';
import { changedFieldNames } from './changedFieldNames';
import { NoData } from './NoData';
import { useRowSubjectAreas, useWholeAreas } from './subjectArea';

/**
 * The fields of an {old, attributes} change by their labels in the record's area (its form, show
 * page and list name them); a field no screen of the area shows (a column only the API writes) is
 * left out rather than shown by its raw name.
 */
export function ChangedFields({ value, row, column }: CellProps) {
  const { t, i18n } = useText();
  const areas = useWholeAreas(useRowSubjectAreas(row, column));
  const words = changedFieldNames(value).flatMap((name) => {
    const key = fieldLabelIn(areas, name);
    return key ? [t(key)] : [];
  });
  if (words.length === 0) return <NoData />;
  return <>{new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(words)}</>;
}
