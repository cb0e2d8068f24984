import type { Db } from './database.js';
import type { ListSort } from './reference-repository.js';
import { FOLDED } from './text-fold.js';

/**
 * The fields a list may be sorted by (`sort_by`, named as the answer names them), each with the
 * output column it orders by, or one per language for a bilingual field.
 */
export type SortableFields = Readonly<Record<string, string | Readonly<Record<'ar' | 'en', string>>>>;

/** Every column the fields order by, in either language. */
export function sortColumns(sortable: SortableFields): string[] {
  return Object.values(sortable).flatMap((column) => (typeof column === 'string' ? [column] : Object.values(column)));
}

/**
 * The ORDER BY terms of a sorted list: the column, then the id the same way so pages never
 * overlap. Refuses a column the list does not offer: identifiers never come from a request.
 * Text is ordered folded ("Banque du Caire" before "Banque Saudi Fransi", "أحمد" beside "احمد"),
 * as MySQL's default collation orders it: `text` names the columns that hold words.
 */
export function orderByTerms(list: string, sortable: SortableFields, sort: ListSort, qualify: (column: string) => string, id: string, text: ReadonlySet<string> = new Set()): string {
  if (!sortColumns(sortable).includes(sort.column)) throw new Error(`${list}: cannot sort by ${sort.column}`);
  const direction = sort.direction === 'asc' ? 'ASC' : 'DESC';
  const column = qualify(sort.column);
  const key = text.has(sort.column) ? `${FOLDED}(${column})` : column;
  return `${key} ${direction}, ${id} ${direction}`;
}

/** Stored times sort the same folded or not, and keep their plain indexes. */
const TIME = /(^|_)(at|date|time)$/;

/**
 * The sortable columns of a select that hold words: declared TEXT in their table, not times.
 * Lists order these by `folded(column)`, and their sort indexes have a folded twin.
 */
export function textSortColumns(db: Db, select: string, sortable: SortableFields): Set<string> {
  const wanted = new Set(sortColumns(sortable));
  const columns = db.prepare(select).columns();
  return new Set(columns.filter((column) => wanted.has(column.name) && column.type?.toUpperCase() === 'TEXT' && !TIME.test(column.name)).map((column) => column.name));
}
