import type { AreaOutline } from './areaModel';
import { screensOf } from './areaModel';
import type { Area, Menu, MenuItem } from './descriptor.types';
import type { AreaSource } from './splitDescriptors';

/**
 * The permission group an area's records are known by in the API (an activity entry's
 * subject_type): the area's own `history.subjectType` when it names one, else the group of its
 * list permission ("banks index" is the group banks). Null for an area with neither.
 */
export function subjectTypeOf(area: AreaOutline): string | null {
  const history: unknown = (area as { history?: unknown }).history;
  if (history && typeof history === 'object' && 'subjectType' in history && typeof history.subjectType === 'string') return history.subjectType;
  const list = area.permissions.list;
  if (!list) return null;
  const space = list.indexOf(' ');
  return space > 0 ? list.slice(0, space) : null;
}

/**
 * The areas whose records carry this permission group, in the descriptors' order. Several may
 * share one: the areas that list the records come first and alone (a provider's list, not the
 * page of its latest profile update); areas without a list only when none has one (the content
 * pages, each a single record).
 */
export function areasOfSubjectType(areas: readonly AreaSource[], subjectType: unknown): AreaSource[] {
  if (typeof subjectType !== 'string' || subjectType === '') return [];
  const found = areas.filter((source) => subjectTypeOf(source.outline) === subjectType);
  const listed = found.filter((source) => source.outline.list !== undefined && source.outline.screen !== 'single');
  return listed.length > 0 ? listed : found;
}

/**
 * The title keys a permission group is named by: its areas' titles, each once. When areas of
 * different titles share it (the five content pages share one), the label of the innermost menu
 * group that holds them all ("Content") says it in one word, if the menu has one.
 */
export function subjectTitleKeys(areas: readonly AreaSource[], menu: Menu, subjectType: unknown): string[] {
  const found = areasOfSubjectType(areas, subjectType);
  const titles = [...new Set(found.map((source) => source.outline.title))];
  if (titles.length < 2) return titles;
  const label = menuGroupHolding(menu.items, new Set(found.map((source) => source.outline.area)));
  return label ? [label] : titles;
}

/** The label of the innermost menu group whose items (at any depth) include all these areas. */
function menuGroupHolding(items: readonly MenuItem[], names: ReadonlySet<string>): string | undefined {
  for (const item of items) {
    if (!('group' in item)) continue;
    const inner = menuGroupHolding(item.items, names);
    if (inner) return inner;
    const held = areasUnder(item.items);
    if ([...names].every((name) => held.has(name))) return item.label;
  }
  return undefined;
}

function areasUnder(items: readonly MenuItem[]): Set<string> {
  const out = new Set<string>();
  for (const item of items) {
    if ('area' in item) out.add(item.area);
    if ('group' in item) for (const name of areasUnder(item.items)) out.add(name);
  }
  return out;
}

/** A record screen the product links to: it exists and is not one of the area's "unavailable" ones. */
function offersRecordScreen(area: AreaOutline, kind: 'show' | 'edit'): boolean {
  return screensOf(area).includes(kind) && !area.unavailable.includes(kind);
}

/**
 * Where a record of one of these areas opens for an admin holding `has`: the first area's show
 * page the admin may open, else its edit page; null when the admin may open neither.
 */
export function recordPath(areas: readonly AreaSource[], id: unknown, has: (key: string) => boolean): string | null {
  if (id === undefined || id === null || id === '') return null;
  for (const kind of ['show', 'edit'] as const) {
    for (const { outline } of areas) {
      const permission = outline.permissions[kind];
      if (offersRecordScreen(outline, kind) && (permission === undefined || has(permission))) return `/${outline.route}/${kind}/${encodeURIComponent(String(id))}`;
    }
  }
  return null;
}

/** The label key a field has in the first of these areas whose screens name it. */
export function fieldLabelIn(areas: readonly Area[], field: string): string | undefined {
  for (const area of areas) {
    const label = fieldLabelsOf(area).get(field);
    if (label !== undefined) return label;
  }
  return undefined;
}

/**
 * The label key of each field of an area, by the name the API writes it under: the form's titles
 * first (they name the write fields), then the show page's fields and the list's columns.
 */
function fieldLabelsOf(area: Area): Map<string, string> {
  const labels = new Map<string, string>();
  const add = (field: string, label: string | undefined) => {
    if (label && !labels.has(field)) labels.set(field, label);
  };
  const properties = (area.form?.schema as { properties?: Record<string, { title?: unknown }> } | undefined)?.properties ?? {};
  for (const [field, property] of Object.entries(properties)) add(field, typeof property.title === 'string' ? property.title : undefined);
  for (const section of area.show?.sections ?? []) for (const field of section.fields) add(field.field, field.label);
  for (const column of area.list?.columns ?? []) add(column.field, column.label);
  return labels;
}
