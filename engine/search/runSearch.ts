import { apiRequest, isAbortError } from '../api/client';
import type { AreaSource } from '../descriptor/splitDescriptors';
import type { Area } from '../descriptor/descriptor.types';
import type { AreaOutline } from '../descriptor/areaModel';
import { areaData } from '../data/areaData';
import type { Row } from '../data/envelope';
import { PER_PAGE_PARAM } from '../list/listOrder';
import { listQuery } from '../list/listQuery';
import { runBounded } from '../list/runBounded';

// The palette's calls: each searchable area's own list call, once per filter its descriptor names,
// a few at a time (the server and a phone's connection are shared with the page), all cancelled
// together when the admin types on. Where the API offers one search call for every area, it is
// used instead (server/README.md, "Search from anywhere").

/** Rows asked of each area: enough to recognise the one wanted, few enough to answer at once. */
const ROWS_PER_AREA = 5;
/** Calls under way at once. */
const CALLS_AT_ONCE = 4;

/** What one area answered. */
export interface AreaRows {
  area: Area;
  rows: Row[];
  /** The area could not be searched (its call failed): the palette says so beside its name. */
  failed: boolean;
}

/** Rows found by several filters once, in the order they came. */
function unique(rows: readonly Row[]): Row[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const id = String(row.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Searches each area through its list call; rejects only when cancelled. */
export async function searchByLists(sources: readonly AreaSource[], text: string, signal: AbortSignal): Promise<AreaRows[]> {
  const areas = await Promise.all(sources.map((source) => source.load()));
  const tasks = areas.flatMap((area) =>
    (area.list?.search ?? []).map((param) => async () => {
      const list = area.list;
      const call = area.api.list;
      if (!list || !call) return [];
      const query = { ...listQuery({ area: area.area, api: { list: call }, list }, { [param]: text }, 1), [PER_PAGE_PARAM]: ROWS_PER_AREA };
      return (await areaData(area).listPage(query, signal)).rows;
    }),
  );
  const owners = areas.flatMap((area) => (area.list?.search ?? []).map(() => area));
  const outcomes = await runBounded(tasks, CALLS_AT_ONCE);
  if (signal.aborted) throw signal.reason;
  return areas.map((area) => {
    const mine = outcomes.filter((_, index) => owners[index] === area);
    const cancelled = mine.some((outcome) => !outcome.ok && isAbortError(outcome.error));
    if (cancelled) throw signal.reason;
    return { area, rows: unique(mine.flatMap((outcome) => (outcome.ok ? outcome.value : []))).slice(0, ROWS_PER_AREA), failed: mine.length > 0 && mine.every((outcome) => !outcome.ok) };
  });
}

/** The one search call's answer: rows by area name. */
function groupsOf(answer: unknown): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  const data = typeof answer === 'object' && answer !== null && 'data' in answer ? (answer as { data: unknown }).data : null;
  if (!Array.isArray(data)) return groups;
  for (const group of data) {
    if (typeof group !== 'object' || group === null) continue;
    const { area, rows } = group as { area?: unknown; rows?: unknown };
    if (typeof area === 'string' && Array.isArray(rows))
      groups.set(
        area,
        rows.filter((row): row is Row => typeof row === 'object' && row !== null),
      );
  }
  return groups;
}

/**
 * Searches every area with one call (`path`), which answers only for the areas the admin may list;
 * an area it does not answer for shows nothing.
 */
export async function searchByOneCall(path: string, sources: readonly AreaSource[], text: string, signal: AbortSignal): Promise<AreaRows[]> {
  const [answer, areas] = await Promise.all([apiRequest({ path, query: { q: text, per_area: ROWS_PER_AREA }, signal }), Promise.all(sources.map((source) => source.load()))]);
  const groups = groupsOf(answer);
  return areas.map((area) => ({ area, rows: unique(groups.get(area.area) ?? []).slice(0, ROWS_PER_AREA), failed: false }));
}

/** The outlines of the sources, for the checks made before any area is loaded. */
export function outlinesOf(sources: readonly AreaSource[]): AreaOutline[] {
  return sources.map((source) => source.outline);
}
