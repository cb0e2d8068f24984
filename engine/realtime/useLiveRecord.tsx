import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Area } from '../descriptor/descriptor.types';
import { useSession } from '../session/session';
import { areaGroup, authorName, groupChannel, MODEL_CHANGED_EVENT, parseModelChange, recordChannel, type ModelChange } from './modelChanges';
import { PresenceAvatars } from './PresenceAvatars';
import type { PresenceMember } from './realtimeClient';
import { useChannelEvent, usePresenceChannel, useReconnected } from './useRealtime';

interface LiveRecordOptions {
  /** The record's answer as the screen holds it. */
  data: unknown;
  /** Fetches the record again; resolves with the new answer. */
  reload: () => Promise<unknown>;
  /**
   * An edit form: what the admin typed is kept until they choose to reload, and a change missed
   * while the socket was down is told, not applied. A show page simply shows the fresh record.
   */
  keepsEdits?: boolean;
  /** Show who else has the record open (the presence channel). */
  presence?: boolean;
}

interface LiveRecord {
  /** The notice to draw above the record: changed by someone else, and who else is here. */
  notice: ReactElement | null;
  /** Goes up at each reload the admin asks for: a form keyed by it starts again from the record. */
  generation: number;
}

/** A change told on the page: one that arrived, or one found after a reconnection (nobody named). */
type Told = ModelChange | { action: 'missed' };

/**
 * Keeps an open record honest: when someone else changes or deletes it, the page says so (with
 * who, and a reload button) instead of silently showing or saving over an old version; after a
 * reconnection it is fetched once, and a form that missed a change says so too.
 */
export function useLiveRecord(area: Area, id: string | undefined, options: LiveRecordOptions): LiveRecord {
  const { t } = useTranslation();
  const session = useSession();
  const group = useMemo(() => areaGroup(area), [area]);
  const [told, setTold] = useState<Told | null>(null);
  const [generation, setGeneration] = useState(0);
  const [members, setMembers] = useState<readonly PresenceMember[]>([]);
  const [reloading, setReloading] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  // The record as the form started from it, to tell a missed change after a reconnection.
  const baseline = useRef<string | null>(null);
  if (baseline.current === null && options.data !== undefined) baseline.current = JSON.stringify(options.data);

  const watched = group !== null && id !== undefined;
  useChannelEvent(watched ? groupChannel(group) : null, MODEL_CHANGED_EVENT, (payload) => {
    const change = parseModelChange(payload);
    if (!change || change.group !== group || change.id !== String(id)) return;
    if (change.by !== null && change.by.id === String(session?.id)) return;
    setTold(change);
  });
  useReconnected(() => {
    if (!watched) return;
    void latest.current.reload().then((fresh) => {
      if (!latest.current.keepsEdits || fresh === undefined || baseline.current === null) return;
      if (JSON.stringify(fresh) !== baseline.current) setTold((current) => current ?? { action: 'missed' });
    });
  });
  usePresenceChannel(watched && options.presence ? recordChannel(group, String(id)) : null, { members: setMembers });

  const reload = useCallback(async () => {
    setReloading(true);
    try {
      const fresh = await latest.current.reload();
      baseline.current = fresh === undefined ? null : JSON.stringify(fresh);
      setTold(null);
      setGeneration((n) => n + 1);
    } finally {
      setReloading(false);
    }
  }, []);

  const others = members.filter((member) => member.id !== String(session?.id));
  let alert: ReactElement | null = null;
  if (told) {
    const name = told.action === 'missed' ? '' : authorName(told, t);
    const text = told.action === 'missed' ? t('live.changedWhileAway') : t(told.action === 'deleted' ? 'live.deletedBy' : 'live.changedBy', { name });
    alert = (
      <Alert
        severity={told.action === 'deleted' ? 'warning' : 'info'}
        role="status"
        data-testid="record-changed"
        action={
          told.action === 'deleted' ? undefined : (
            <Button color="inherit" size="small" onClick={() => void reload()} disabled={reloading} data-testid="record-reload">
              {t('live.reload')}
            </Button>
          )
        }
      >
        {text}
        {latest.current.keepsEdits && told.action !== 'deleted' ? ` ${t('live.keptEdits')}` : ''}
      </Alert>
    );
  }
  const notice =
    alert || others.length > 0 ? (
      <Stack spacing={1} sx={{ mb: 2 }}>
        {others.length > 0 && <PresenceAvatars members={others} />}
        {alert}
      </Stack>
    ) : null;
  return { notice, generation };
}
