/** One step of the breadcrumb trail; the last one is the page itself and has no link. */
export interface Crumb {
  label: string;
  to?: string | undefined;
  /** Router state the link carries (the list's return address). */
  state?: unknown;
}

export type RecordScreenKind = 'create' | 'edit' | 'show' | 'single';

interface TrailParts {
  kind: RecordScreenKind;
  /** The area's title, translated. */
  areaTitle: string;
  /** The area's list, where it has one. */
  listTo?: string | undefined;
  listState?: unknown;
  /** The record's name (edit and show). */
  record?: string | undefined;
  /** The record's show page, for the edit trail, where the area has one. */
  showTo?: string | undefined;
  showState?: unknown;
  /** The last step's word for edit and create ("Edit", "Add"). */
  actionLabel?: string | undefined;
}

/** The trail below Home of an area's record screens: Banks › Riyad Bank › Edit. */
export function recordTrail({ kind, areaTitle, listTo, listState, record, showTo, showState, actionLabel }: TrailParts): Crumb[] {
  if (kind === 'single') return [{ label: areaTitle }];
  const trail: Crumb[] = [{ label: areaTitle, to: listTo, state: listState }];
  if (kind === 'show') return [...trail, { label: record ?? '' }];
  if (kind === 'create') return [...trail, { label: actionLabel ?? '' }];
  return [...trail, { label: record ?? '', to: showTo, state: showState }, { label: actionLabel ?? '' }];
}
