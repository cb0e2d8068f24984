import type { MenuNode } from '../descriptor/areaModel';

/**
 * The menu as this admin may see it: nodes whose permission is not held are dropped, and so
 * are groups left without children. Nodes without a permission are always shown.
 */
export function visibleMenu(nodes: readonly MenuNode[], has: (key: string) => boolean): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    if (node.permission !== undefined && node.permission !== '' && !has(node.permission)) continue;
    if (node.kind === 'link') {
      out.push(node);
      continue;
    }
    const children = visibleMenu(node.children, has);
    if (children.length > 0) out.push({ ...node, children });
  }
  return out;
}

/** Paths already normalised: the menu's links are compared with each page's path. */
const normalised = new Map<string, string>();

function normalise(path: string): string {
  let out = normalised.get(path);
  if (out === undefined) {
    const trimmed = path.split(/[?#]/)[0] ?? '';
    out = trimmed.replace(/\/+$/, '').toLowerCase() || '/';
    // Bounded: a long session visits many record pages.
    if (normalised.size > 1000) normalised.clear();
    normalised.set(path, out);
  }
  return out;
}

/**
 * Whether a menu link is the current page: the same path, or a page below it. A link to an
 * area's list (`/banks/all`) also covers that area's other pages (`/banks/edit/3`).
 * Paths compare case-insensitively (`/Districts` and `/districts` are the same area).
 */
export function isActivePath(to: string, pathname: string): boolean {
  const target = normalise(to);
  const current = normalise(pathname);
  if (current === target || current.startsWith(`${target}/`)) return true;
  const area = target.endsWith('/all') ? target.slice(0, -'/all'.length) : null;
  return area !== null && area !== '' && (current === area || current.startsWith(`${area}/`));
}

/** The keys of the groups that hold the current page (opened when the menu first shows). */
export function groupsContaining(nodes: readonly MenuNode[], pathname: string): string[] {
  const keys: string[] = [];
  const active = nodes.some((node) => node.kind === 'group') ? activeLinkOf(nodes, pathname) : null;
  for (const node of nodes) {
    if (node.kind !== 'group') continue;
    const inner = groupsContaining(node.children, pathname);
    const direct = node.children.some((child) => child.kind === 'link' && child.to === active);
    if (direct || inner.length > 0) keys.push(node.key, ...inner);
  }
  return keys;
}

/** Whether any link of the tree points at `to`. */
export function hasLinkTo(nodes: readonly MenuNode[], to: string): boolean {
  return nodes.some((node) => (node.kind === 'link' ? normalise(node.to) === normalise(to) : hasLinkTo(node.children, to)));
}

/**
 * The one link to highlight: of the links covering the current page, the most specific
 * (`/settings/working-intervals` rather than `/settings` on the working-hours page).
 */
export function activeLinkOf(nodes: readonly MenuNode[], pathname: string): string | null {
  let best: string | null = null;
  const visit = (list: readonly MenuNode[]) => {
    for (const node of list) {
      if (node.kind === 'group') visit(node.children);
      else if (isActivePath(node.to, pathname) && (best === null || normalise(node.to).length > normalise(best).length)) best = node.to;
    }
  };
  visit(nodes);
  return best;
}

/** The label of the link to `to` (the current page's menu entry), or null. */
export function linkLabel(nodes: readonly MenuNode[], to: string | null): string | null {
  if (to === null) return null;
  for (const node of nodes) {
    if (node.kind === 'link' && node.to === to) return node.label;
    if (node.kind === 'group') {
      const inner = linkLabel(node.children, to);
      if (inner !== null) return inner;
    }
  }
  return null;
}
