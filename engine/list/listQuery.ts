import type { ListCallArea } from '../descriptor/areaModel';
import type { Query } from '../api/client';
import { fillMap } from '../api/template';
import { type CacheKey, listKey } from '../data/keys';
import { getSession } from '../session/session';
import { listPageSize, listSort, PER_PAGE_PARAM, sortQuery, type ListSort } from './listOrder';
import { parsePage } from './pageWindow';

/** The filters a list's address carries: each under its own name or another name a link uses (providerId). */
export function listFilters(area: ListCallArea, params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const filter of area.list.filters) {
    const value = [filter.param, ...filter.urlAliases].map((name) => params.get(name)).find((v) => v !== null && v !== '');
    if (value !== undefined && value !== null) out[filter.param] = value;
  }
  return out;
}

/** How the rows are ordered and how many a page holds. */
interface ListShape {
  sort: ListSort | null;
  perPage: number;
}

/** The list call's query for an address: the descriptor's fixed parameters, the filters, the order and the page. */
export function listQuery(area: ListCallArea, filters: Readonly<Record<string, string>>, page: number, shape?: ListShape): Query {
  const query: Query = { ...fillMap(area.api.list.query, filters), ...filters, page };
  return shape ? { ...query, ...sortQuery(area, shape.sort), [PER_PAGE_PARAM]: shape.perPage } : query;
}

/** The order and page size an address asks for, with the admin's remembered page size. */
export function listShape(area: ListCallArea, params: URLSearchParams, adminId?: number): ListShape {
  return { sort: listSort(area, params), perPage: listPageSize(area, params, adminId) };
}

/** The key of the list an address shows. */
export function listKeyForAddress(area: ListCallArea, params: URLSearchParams): CacheKey {
  return listKey(area, listQuery(area, listFilters(area, params), parsePage(params.get('page')), listShape(area, params, getSession()?.id)));
}
