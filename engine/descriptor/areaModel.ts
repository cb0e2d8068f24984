import type { ApiCall, Area, AreaList, Column, Filter, IconName, Menu, MenuItem } from './descriptor.types';

export type ScreenKind = 'list' | 'create' | 'edit' | 'show' | 'single';

/** An area with a list screen (every "records" area; the schema requires its list). */
export type ListArea = Area & { list: NonNullable<Area['list']>; api: Area['api'] & { list: NonNullable<Area['api']['list']> } };

/** What of a list its call's address is made of (engine/list/listQuery.ts). */
interface ListCallParts {
  readonly filters: readonly Pick<Filter, 'param' | 'urlAliases'>[];
  readonly columns: readonly Pick<Column, 'field' | 'sortable'>[];
  readonly sort?: AreaList['sort'];
  readonly pageSizes: readonly number[];
  /** The filters the command palette fills with what the admin types (engine/search). */
  readonly search?: readonly string[];
}

/** What a list's call is made of: a whole list area, or the outline of one. */
export interface ListCallArea {
  readonly area: string;
  readonly api: { readonly list: ApiCall };
  readonly list: ListCallParts;
}

/**
 * What an area's routes, menu entry and permission checks read: the whole area, or its outline
 * (engine/descriptor/areaOutline.mjs), where form and show only say that they are there and the
 * list keeps what its call is made of.
 */
export type AreaOutline = Pick<Area, 'area' | 'route' | 'routeAliases' | 'title' | 'icon' | 'screen' | 'custom' | 'unavailable' | 'permissions' | 'api'> & {
  readonly list?: ListCallParts;
  readonly form?: object;
  readonly show?: object;
};

/** An area's list call, from its outline or the whole area; null for an area without a list. */
export function listCallOf(area: AreaOutline): ListCallArea | null {
  const { list } = area;
  const call = area.api.list;
  return list && call ? { area: area.area, api: { list: call }, list } : null;
}

export function hasList(area: Area): area is ListArea {
  return area.list !== undefined && area.api.list !== undefined;
}

export interface AreaScreen {
  kind: ScreenKind;
  /** Router path relative to the basename, e.g. `/banks/edit/:id`. */
  path: string;
  /** Key checked with dashboard/check-permission on entry (create, edit and show only). */
  permission?: string;
}

/** Which screens an area has: each only where the descriptor gives what it needs. */
export function screensOf(area: AreaOutline): ScreenKind[] {
  if (area.screen === 'single') return area.form || area.custom?.single ? ['single'] : [];
  const screens: ScreenKind[] = [];
  const unavailable = new Set(area.unavailable);
  if ((area.list !== undefined && area.api.list !== undefined) || unavailable.has('list')) screens.push('list');
  if (unavailable.has('create') || (area.api.create && (area.form || area.custom?.create))) screens.push('create');
  if (unavailable.has('edit') || (area.api.update && area.api.show && (area.form || area.custom?.edit))) screens.push('edit');
  if (unavailable.has('show') || (area.api.show && (area.show || area.custom?.show))) screens.push('show');
  return screens;
}

const SUFFIX: Record<ScreenKind, string> = { list: '/all', create: '/create', edit: '/edit/:id', show: '/show/:id', single: '' };

/** The permission key checked with the server when a screen opens (a single page uses the edit key). */
function entryPermission(area: AreaOutline, kind: ScreenKind): string | undefined {
  // A list checks its permissions through its own answer; a list this dashboard lacks has no answer.
  if (kind === 'list') return area.unavailable.includes('list') ? area.permissions.list : undefined;
  return area.permissions[kind === 'single' ? 'edit' : kind];
}

/** Every route an area answers, under its route and each alias (`/Districts` as well as `/districts`). */
export function areaScreens(area: AreaOutline): AreaScreen[] {
  const bases = [area.route, ...area.routeAliases];
  return bases.flatMap((base) =>
    screensOf(area).map((kind) => {
      const permission = entryPermission(area, kind);
      return { kind, path: `/${base}${SUFFIX[kind]}`, ...(permission ? { permission } : {}) };
    }),
  );
}

/** Where the area starts: its list, or its one page. */
export function listPath(area: Pick<Area, 'screen' | 'route'>): string {
  return area.screen === 'single' ? `/${area.route}` : `/${area.route}/all`;
}

/** Where a saved form goes: where the descriptor says, else the area's list. */
export function formReturnPath(area: Area): string {
  return area.form?.returnTo ?? listPath(area);
}

export function screenPath(area: Area, kind: 'create' | 'edit' | 'show', id?: unknown): string {
  return kind === 'create' ? `/${area.route}/create` : `/${area.route}/${kind}/${encodeURIComponent(String(id))}`;
}

/** One entry of the side menu; `label` is an i18n key, `permission` a key checked with `has`. */
export type MenuNode =
  | { kind: 'link'; label: string; icon?: IconName; to: string; permission?: string }
  | { kind: 'group'; key: string; label: string; icon?: IconName; permission?: string; children: MenuNode[] };

/** The side menu from the menu descriptor: an area item takes the area's title, icon and list permission. */
export function buildMenu(menu: Menu, areas: readonly AreaOutline[]): MenuNode[] {
  const byKey = new Map(areas.map((a) => [a.area, a]));
  const convert = (item: MenuItem): MenuNode[] => {
    if ('area' in item) {
      const area = byKey.get(item.area);
      if (!area) return [];
      // An area's entry says what the area says unless it says otherwise.
      const icon = item.icon ?? area.icon;
      const permission = item.alwaysShown ? undefined : (item.permission ?? area.permissions.list);
      return [{ kind: 'link', label: item.label ?? area.title, to: listPath(area), ...(permission ? { permission } : {}), ...(icon ? { icon } : {}) }];
    }
    if ('group' in item) {
      return [
        {
          kind: 'group',
          key: item.group,
          label: item.label,
          children: item.items.flatMap(convert),
          ...(item.icon ? { icon: item.icon } : {}),
          ...(item.permission ? { permission: item.permission } : {}),
        },
      ];
    }
    return [{ kind: 'link', label: item.label, to: item.link, ...(item.icon ? { icon: item.icon } : {}), ...(item.permission ? { permission: item.permission } : {}) }];
  };
  return menu.items.flatMap(convert);
}
