import { useEffect } from 'react';
import { type AheadGroup, fetchAhead } from '../app/chunksAhead';
import { whenIdleAfterPaint } from '../app/whenIdle';
import type { ListArea } from '../descriptor/areaModel';
import type { ListPermissions } from '../data/envelope';
import { actions } from '../registries/actions';

/** Whether the main pointer can rest on a link (a mouse, a trackpad), not a finger. */
function restsOnLinks(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover)').matches;
}

/**
 * Once the list's rows are drawn and the page is idle, the code its links need is fetched and
 * compiled, not run (fetchAhead): the screens they open (Add, a row's edit or show), as far as the
 * admin may open them, and the row actions' tooltip. Pointing at a link then waits for the
 * screen's reads rather than its code, and the screen is drawn unseen before the click
 * (drawAhead); the tooltip opens as the pointer arrives, rather than a download later, when its
 * drawing would break into the screen's unseen one.
 */
export function useWarmListLinks(area: ListArea, permissions: ListPermissions | null, canCreate: boolean): void {
  const linked = new Set<AheadGroup>();
  // A form's code serves Add and edit alike.
  if (canCreate) linked.add('form');
  for (const name of area.list.actions) {
    const action = actions[name];
    if ('screen' in action.kind && action.available(area) && permissions?.[action.permission]) linked.add(action.kind.screen === 'edit' ? 'form' : 'show');
  }
  // Row actions are icons named by a tooltip.
  if (permissions !== null && (area.list.actions.length > 0 || area.list.customActions.length > 0)) linked.add('tooltip');
  const groups = [...linked].sort().join(' ');
  useEffect(() => {
    // Only where a pointer rests on links before a press: a phone's tap gives no time to draw a
    // screen ahead, and its data and network are the admin's to spend on what is opened.
    if (groups === '' || !restsOnLinks()) return undefined;
    return whenIdleAfterPaint(
      () => {
        for (const group of groups.split(' ') as AheadGroup[]) fetchAhead(group);
      },
      { timeoutMs: 3000, fallbackMs: 1000 },
    );
  }, [groups]);
}
