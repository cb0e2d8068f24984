import type { ListArea } from '../descriptor/areaModel';
import type { Query } from '../api/client';
import { fillMap } from '../api/template';
import { parsePage } from './pageWindow';

/** The filters a list's address carries: each under its own name or another name a link uses (providerId). */
export function listFilters(area: ListArea, params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const filter of area.list.filters ?? []) {
    const value = [filter.param, ...(filter.urlAliases ?? [])].map((name) => params.get(name)).find((v) => v !== null && v !== '');
    if (value !== undefined && value !== null) out[filter.param] = value;
  }
  return out;
}

/** The list call's query for an address: the descriptor's fixed parameters, the filters and the page. */
export function listQuery(area: ListArea, filters: Readonly<Record<string, string>>, page: number): Query {
  return { ...fillMap(area.api.list.query, filters), ...filters, page };
}

/** The SWR key of a list page: the same for the screen and for a fetch started before it draws. */
export function listKey(area: ListArea, query: Query): readonly [string, Query] {
  return [area.api.list.path, query] as const;
}

/** The key of the list an address shows. */
export function listKeyForAddress(area: ListArea, params: URLSearchParams): readonly [string, Query] {
  return listKey(area, listQuery(area, listFilters(area, params), parsePage(params.get('page'))));
}
