import { preloadable, type PreloadableComponent } from '../app/preloadable';
import type { Area, CellName } from '../descriptor/descriptor.types';
import type { CellProps } from './cells/cellProps';

// The cells drawn with MUI's chips and rating, in chunks of their own: a list or record that shows
// none fetches neither; one that does fetches them with its code (preloadScreenCells) and draws
// its rows once they are in (lazyCellsOf, useLoadedParts). Kept apart from the cells' table, so
// that the page's start can ask for them without loading every cell.
export const Chips = preloadable(() => import('./cells/Chips').then((m) => m.Chips));
export const Expandable = preloadable(() => import('./cells/Expandable').then((m) => m.Expandable));
export const Stars = preloadable(() => import('./cells/Stars').then((m) => m.Stars));
export const StatusChip = preloadable(() => import('./cells/StatusChip').then((m) => m.StatusChip));

const LAZY: Partial<Record<CellName, PreloadableComponent<CellProps>>> = { chips: Chips, expandable: Expandable, stars: Stars, status: StatusChip };

/** The cells among these kinds whose code is fetched apart, to be fetched before they are drawn. */
export function lazyCellsOf(kinds: readonly CellName[]): PreloadableComponent<CellProps>[] {
  return [...new Set(kinds)].flatMap((kind) => LAZY[kind] ?? []);
}

/**
 * The kinds of cell an area's list or show screen draws. Never throws: a descriptor that skipped
 * the checks (columns that are not a list) is the screen's to report when drawn.
 */
export function screenCellKinds(area: Area, kind: 'list' | 'show'): CellName[] {
  const list = <T>(value: readonly T[] | undefined): readonly T[] => (Array.isArray(value) ? value : []);
  return kind === 'list' ? list(area.list?.columns).map((column) => column?.cell) : list(area.show?.sections).flatMap((section) => list(section?.fields).map((field) => field?.cell));
}

/** Fetches the cells kept apart that an area's list or show screen draws (as its code is fetched ahead); never rejects (a file that cannot be fetched is the rows' to report). */
export function preloadScreenCells(area: Area, kind: 'list' | 'show'): Promise<unknown> {
  return Promise.all(lazyCellsOf(screenCellKinds(area, kind)).map((cell) => cell.preload()));
}
