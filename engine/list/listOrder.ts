import type { ListCallArea } from '../descriptor/areaModel';
import type { Column } from '../descriptor/descriptor.types';

// How a list is ordered and how many rows a page holds, read from the address. The address is the
// truth (shareable, survives a reload, goes back with Back); a value the descriptor does not
// allow there is ignored, never an error page.

type SortDirection = 'asc' | 'desc';

export interface ListSort {
  /** The API's name of the sortable column. */
  readonly field: string;
  readonly direction: SortDirection;
}

/** The address parameter of the page size, also the API's. */
export const PER_PAGE_PARAM = 'per_page';

/** The name the API sorts a column by, or null when the column does not sort (or the list cannot). */
export function sortKeyOf(area: ListCallArea, column: Pick<Column, 'field' | 'sortable'>): string | null {
  if (!area.list.sort || column.sortable === false) return null;
  return typeof column.sortable === 'string' ? column.sortable : column.field;
}

function sortKeys(area: ListCallArea): string[] {
  return area.list.columns.flatMap((column) => sortKeyOf(area, column) ?? []);
}

/** The order the address asks for when the descriptor allows it, else the descriptor's default, else none. */
export function listSort(area: ListCallArea, params: URLSearchParams): ListSort | null {
  const sort = area.list.sort;
  if (!sort) return null;
  const field = params.get(sort.param);
  const direction = params.get(sort.directionParam) ?? 'asc';
  if (field !== null && sortKeys(area).includes(field) && (direction === 'asc' || direction === 'desc')) return { field, direction };
  return sort.default ?? null;
}

/** The list call's parameters for an order. */
export function sortQuery(area: ListCallArea, sort: ListSort | null): Record<string, string> {
  if (!area.list.sort || !sort) return {};
  return { [area.list.sort.param]: sort.field, [area.list.sort.directionParam]: sort.direction };
}

/** A heading's next order: ascending first, then descending. */
export function nextSort(current: ListSort | null, field: string): ListSort {
  return { field, direction: current?.field === field && current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The address with another order, back on the first page. */
export function paramsWithSort(area: ListCallArea, params: URLSearchParams, sort: ListSort): URLSearchParams {
  const next = new URLSearchParams(params);
  if (!area.list.sort) return next;
  next.set(area.list.sort.param, sort.field);
  next.set(area.list.sort.directionParam, sort.direction);
  next.set('page', '1');
  return next;
}

/** Where an admin's page size for an area is kept in this browser. */
export function pageSizeStorageKey(adminId: number | string, area: string): string {
  return `dashboard.pageSize.${String(adminId)}.${area}`;
}

/**
 * A page size from the address or a remembered choice, clamped to the area's sizes: the largest
 * not above it, else the smallest (an old link's `per_page=1000` draws the largest page, never
 * a thousand rows). Null when it is not a number.
 */
function allowedSize(area: ListCallArea, raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const size = Number(raw);
  const sizes = [...area.list.pageSizes].sort((a, b) => a - b);
  return sizes.filter((allowed) => allowed <= size).at(-1) ?? sizes[0] ?? null;
}

/** The admin's remembered page size for an area, if still allowed. */
function storedPageSize(area: ListCallArea, adminId: number | string | undefined): number | null {
  if (adminId === undefined) return null;
  try {
    return allowedSize(area, window.localStorage.getItem(pageSizeStorageKey(adminId, area.area)));
  } catch {
    return null;
  }
}

export function storePageSize(area: ListCallArea, adminId: number | string | undefined, size: number): void {
  if (adminId === undefined) return;
  try {
    window.localStorage.setItem(pageSizeStorageKey(adminId, area.area), String(size));
  } catch {
    // Private modes may refuse storage: the size still holds for this address.
  }
}

/** The page size: the address's when allowed, else the remembered one, else the descriptor's first. */
export function listPageSize(area: ListCallArea, params: URLSearchParams, adminId?: number | string): number {
  return allowedSize(area, params.get(PER_PAGE_PARAM)) ?? storedPageSize(area, adminId) ?? area.list.pageSizes[0] ?? 10;
}

/** "1–6 of 33": the rows a page shows out of the whole list; null when the answer gives no total. */
export function pageRange(page: number, perPage: number, rowsOnPage: number, total: number | null): { from: number; to: number; total: number } | null {
  if (total === null) return null;
  if (rowsOnPage === 0) return { from: 0, to: 0, total };
  const from = (page - 1) * perPage + 1;
  return { from, to: Math.min(total, from + rowsOnPage - 1), total };
}
