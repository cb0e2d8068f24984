import type { ListSort } from './reference-repository.js';

/**
 * The fields a list may be sorted by (`sort_by`, named as the answer names them), each with the
 * output column it orders by, or one per language for a bilingual field.
 */
export type SortableFields = Readonly<Record<string, string | Readonly<Record<'ar' | 'en', string>>>>;

/** Every column the fields order by, in either language. */
function sortColumns(sortable: SortableFields): string[] {
  return Object.values(sortable).flatMap((column) => (typeof column === 'string' ? [column] : Object.values(column)));
}

/**
 * The ORDER BY terms of a sorted list: the column, then the id the same way so pages never
 * overlap. Refuses a column the list does not offer: identifiers never come from a request.
 */
export function orderByTerms(list: string, sortable: SortableFields, sort: ListSort, qualify: (column: string) => string, id: string): string {
  if (!sortColumns(sortable).includes(sort.column)) throw new Error(`${list}: cannot sort by ${sort.column}`);
  const direction = sort.direction === 'asc' ? 'ASC' : 'DESC';
  return `${qualify(sort.column)} ${direction}, ${id} ${direction}`;
}
