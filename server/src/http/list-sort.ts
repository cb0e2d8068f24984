import type { SortableFields } from '../db/list-order.js';
import type { ListSort } from '../db/reference-repository.js';
import type { Lang } from '../i18n/lang.js';
import { FormValidator } from '../validation/form-validator.js';

const SORT_LABELS = {
  sort_by: { ar: 'عمود الترتيب', en: 'sort column' },
  sort_direction: { ar: 'اتجاه الترتيب', en: 'sort direction' },
} as const;

/**
 * The order a list asks for (`sort_by`, `sort_direction` asc or desc), among its sortable fields
 * only; none asked, none given (the list's own order). Anything else answers 422 on the field.
 */
export function readListSort(sortable: SortableFields, lang: Lang, query: Readonly<Record<string, unknown>>): ListSort | undefined {
  const validator = new FormValidator(lang, query);
  const field = validator.choice('sort_by', SORT_LABELS.sort_by, Object.keys(sortable), false);
  const direction = validator.choice('sort_direction', SORT_LABELS.sort_direction, ['asc', 'desc'] as const, false);
  validator.assertValid();
  const column = field === undefined ? undefined : sortable[field];
  if (column === undefined) return undefined;
  return { column: typeof column === 'string' ? column : column[lang], direction: direction ?? 'asc' };
}
