import type { ListArea } from '../descriptor/areaModel';
import { apiRequest, type Query } from '../api/client';
import { areaData, MalformedAnswer } from '../data/areaData';
import type { Row } from '../data/envelope';
import { PER_PAGE_PARAM } from './listOrder';

/** Reads one page of the list; the API client by default. */
type PageFetcher = (path: string, query: Query, signal: AbortSignal) => Promise<unknown>;

interface FetchAllOptions {
  signal: AbortSignal;
  /** Pages read so far out of the pages the last answer gave. */
  onProgress?: (done: number, total: number) => void;
  fetchPage?: PageFetcher;
}

/** A list reads at most this many pages, whatever an answer says (a guard against a broken last_page). */
const MAX_PAGES = 10_000;

const defaultFetcher: PageFetcher = (path, query, signal) => apiRequest({ path, query, signal });

/** The biggest page size the list allows, to keep the calls few. */
export function biggestPageSize(area: ListArea): number {
  return Math.max(...area.list.pageSizes, 1);
}

function aborted(signal: AbortSignal): never {
  throw signal.reason instanceof Error ? signal.reason : new DOMException('The export was cancelled.', 'AbortError');
}

/**
 * Every row of the list the query asks for (its filters and order), page after page until the
 * last page the answers name. A failed or malformed page stops it with that error; cancelling
 * (the signal) stops it at once.
 */
export async function fetchAllPages(area: ListArea, query: Query, options: FetchAllOptions): Promise<Row[]> {
  const { signal, onProgress, fetchPage = defaultFetcher } = options;
  const perPage = biggestPageSize(area);
  const data = areaData(area, { read: ([path, sent], own) => fetchPage(path, sent, own ?? signal) });
  const rows: Row[] = [];
  let lastPage = 1;
  for (let page = 1; page <= Math.min(lastPage, MAX_PAGES); page += 1) {
    if (signal.aborted) aborted(signal);
    let answer: Awaited<ReturnType<typeof data.listPage>>;
    try {
      answer = await data.listPage({ ...query, page, [PER_PAGE_PARAM]: perPage }, signal);
    } catch (error) {
      if (signal.aborted) aborted(signal);
      throw error instanceof MalformedAnswer ? new MalformedAnswer(`${error.problem} on page ${page}`) : error;
    }
    if (signal.aborted) aborted(signal);
    rows.push(...answer.rows);
    lastPage = answer.lastPage;
    onProgress?.(page, Math.max(page, lastPage));
  }
  return rows;
}
