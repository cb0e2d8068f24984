import { describe, expect, it } from 'vitest';
import { activeLinkOf, groupsContaining, hasLinkTo, isActivePath, linkLabel, visibleMenu } from './menuModel';
import type { MenuNode } from '../descriptor/areaModel';

const menu: MenuNode[] = [
  { kind: 'link', label: 'menu.home', icon: 'Home', to: '/home' },
  {
    kind: 'group',
    key: 'referenceData',
    label: 'menu.referenceData',
    icon: 'Category',
    children: [
      { kind: 'link', label: 'banks.title', to: '/banks/all', permission: 'banks index' },
      { kind: 'link', label: 'jobs.title', to: '/jobs/all', permission: 'jobTitles index' },
      {
        kind: 'group',
        key: 'geography',
        label: 'menu.geography',
        permission: 'countries',
        children: [{ kind: 'link', label: 'countries.title', to: '/areas', permission: 'countries index' }],
      },
    ],
  },
  {
    kind: 'group',
    key: 'empty',
    label: 'x',
    children: [{ kind: 'link', label: 'roles.title', to: '/roles', permission: 'roles index' }],
  },
];

const holding =
  (...keys: string[]) =>
  (key: string) =>
    keys.includes(key);

describe('visibleMenu', () => {
  it('keeps nodes without a permission and drops those not held', () => {
    const out = visibleMenu(menu, holding('banks index'));
    expect(out.map((n) => n.label)).toEqual(['menu.home', 'menu.referenceData']);
    const group = out[1];
    expect(group?.kind === 'group' && group.children.map((n) => n.label)).toEqual(['banks.title']);
  });

  it('drops a group whose own permission is not held even if children are', () => {
    const out = visibleMenu(menu, holding('countries index', 'banks index'));
    const group = out[1];
    expect(group?.kind === 'group' && group.children.map((n) => n.label)).toEqual(['banks.title']);
  });

  it('keeps nested groups with held children, and drops emptied groups', () => {
    const out = visibleMenu(menu, holding('countries', 'countries index'));
    expect(out.map((n) => n.label)).toEqual(['menu.home', 'menu.referenceData']);
    const group = out[1];
    expect(group?.kind === 'group' && group.children.map((n) => n.label)).toEqual(['menu.geography']);
  });

  it('shows nothing guarded when nothing is held, and does not change its input', () => {
    const before = JSON.stringify(menu);
    expect(visibleMenu(menu, () => false).map((n) => n.label)).toEqual(['menu.home']);
    expect(JSON.stringify(menu)).toBe(before);
  });
});

describe('isActivePath', () => {
  it('matches the page, pages below it and the other pages of a listed area', () => {
    expect(isActivePath('/home', '/home')).toBe(true);
    expect(isActivePath('/banks/all', '/banks/all')).toBe(true);
    expect(isActivePath('/banks/all', '/banks/edit/3')).toBe(true);
    expect(isActivePath('/Districts', '/districts/create')).toBe(true);
    expect(isActivePath('/banks/all', '/banksy')).toBe(false);
    expect(isActivePath('/home', '/homework')).toBe(false);
    expect(isActivePath('/app-content/policy', '/app-content/terms')).toBe(false);
  });
});

describe('groupsContaining', () => {
  it('names every group on the way to the current page', () => {
    expect(groupsContaining(menu, '/areas')).toEqual(['referenceData', 'geography']);
    expect(groupsContaining(menu, '/banks/show/1')).toEqual(['referenceData']);
    expect(groupsContaining(menu, '/home')).toEqual([]);
  });
});

describe('hasLinkTo', () => {
  it('finds links at any depth', () => {
    expect(hasLinkTo(menu, '/areas')).toBe(true);
    expect(hasLinkTo(menu, '/home/')).toBe(true);
    expect(hasLinkTo(menu, '/nowhere')).toBe(false);
  });
});

describe('activeLinkOf', () => {
  it('highlights the most specific link covering the page', () => {
    const nodes: MenuNode[] = [
      { kind: 'link', label: 'a', to: '/settings' },
      { kind: 'group', key: 'g', label: 'g', children: [{ kind: 'link', label: 'b', to: '/settings/working-intervals' }] },
    ];
    expect(activeLinkOf(nodes, '/settings/working-intervals')).toBe('/settings/working-intervals');
    expect(activeLinkOf(nodes, '/settings')).toBe('/settings');
    expect(activeLinkOf(nodes, '/banks/all')).toBeNull();
  });
});

describe('linkLabel', () => {
  it('names the entry of a link, however deep', () => {
    expect(linkLabel(menu, '/areas')).toBe('countries.title');
    expect(linkLabel(menu, '/home')).toBe('menu.home');
    expect(linkLabel(menu, '/nowhere')).toBeNull();
    expect(linkLabel(menu, null)).toBeNull();
  });
});
