import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { ListArea } from '../descriptor/areaModel';
import { useSession } from '../session/session';
import { areaGroup, authorName, changeTextKey, groupChannel, MODEL_CHANGED_EVENT, parseModelChange } from '../realtime/modelChanges';
import { useChannelEvent, useReconnected } from '../realtime/useRealtime';

/** How long a row changed by someone else stays marked. */
export const HIGHLIGHT_MS = 4000;
/** Changes that come in a burst are fetched once. */
const REFRESH_DELAY_MS = 120;

interface LiveList {
  /** Ids of rows another admin (or the apps) changed a moment ago. */
  changedIds: ReadonlySet<string>;
  /** The last change in words, for a polite live region. */
  announcement: string;
}

/**
 * Keeps an open list live: when a record of the area's group changes (here, in another tab, by
 * another admin, or by the backend), the list's pages are fetched again where they are (page,
 * filters and open dialogs stay), the row is marked for a moment and the change is announced.
 * After the socket reconnects, the list is fetched once for what was missed meanwhile.
 */
export function useLiveList(area: ListArea, refresh: () => void): LiveList {
  const { t } = useTranslation();
  const session = useSession();
  const group = useMemo(() => areaGroup(area), [area]);
  const [changedIds, setChangedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestRefresh = useRef(refresh);
  latestRefresh.current = refresh;

  const refreshSoon = () => {
    if (pending.current !== null) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      latestRefresh.current();
    }, REFRESH_DELAY_MS);
  };

  const mark = (id: string) => {
    const previous = timers.current.get(id);
    if (previous !== undefined) clearTimeout(previous);
    setChangedIds((ids) => new Set(ids).add(id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setChangedIds((ids) => {
          const next = new Set(ids);
          next.delete(id);
          return next;
        });
      }, HIGHLIGHT_MS),
    );
  };

  useChannelEvent(group === null ? null : groupChannel(group), MODEL_CHANGED_EVENT, (payload) => {
    const change = parseModelChange(payload);
    if (!change || change.group !== group) return;
    refreshSoon();
    // One's own change needs no telling: the admin just made it.
    if (change.by !== null && change.by.id === String(session?.id)) return;
    mark(change.id);
    setAnnouncement(t(changeTextKey(change), { id: change.id, name: authorName(change, t) }));
  });
  useReconnected(() => latestRefresh.current());

  useEffect(() => {
    const running = timers.current;
    return () => {
      for (const timer of running.values()) clearTimeout(timer);
      running.clear();
      if (pending.current !== null) clearTimeout(pending.current);
    };
  }, []);

  return { changedIds, announcement };
}
