import { queryParam } from './input.js';

export const DEFAULT_PER_PAGE = 10;
// Long lists are paged, never sent whole: the dashboard offers at most 100 rows a page.
export const MAX_PER_PAGE = 100;

export interface Paging {
  readonly page: number;
  readonly perPage: number;
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

function positiveInt(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return value >= 1 && Number.isSafeInteger(value) ? value : undefined;
}

/** Lenient like Laravel's paginator: nonsense falls back to the defaults, never an error. */
export function readPaging(query: unknown): Paging {
  const page = positiveInt(queryParam(query, 'page')) ?? 1;
  const perPage = Math.min(positiveInt(queryParam(query, 'per_page')) ?? DEFAULT_PER_PAGE, MAX_PER_PAGE);
  return { page, perPage };
}

export function pageMeta(paging: Paging, total: number): PageMeta {
  return {
    current_page: paging.page,
    last_page: Math.max(1, Math.ceil(total / paging.perPage)),
    per_page: paging.perPage,
    total,
  };
}
