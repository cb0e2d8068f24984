import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Divider from '@mui/material/Divider';
import RestoreIcon from '@mui/icons-material/Restore';
import type { Area } from '../descriptor/descriptor.types';
import { useTranslation } from '../i18n/useTranslation';
import { useFormatDate } from '../i18n/useFormatDate';
import { visuallyHidden } from '../screens/visuallyHidden';
import { entryFields, type HistoryEntry, historyFields, type RestoreRequest, restorableFields, restoreRequest } from './historyModel';
import { historyValueText, type ValueWords } from './historyValues';
import { relativeTime } from './relativeTime';
import { type RecordHistory, useLookupNames } from './useRecordHistory';

interface HistorySectionProps {
  area: Area;
  history: RecordHistory;
  /** Given where the admin may put earlier values back (the activity answer allows it and they may edit). */
  onRestore?: (request: RestoreRequest) => void;
}

/** Who did it: the admin's name, or the system for the apps and the system. */
export function causerName(entry: Pick<HistoryEntry, 'causer'>, t: (key: string) => string): string {
  return entry.causer?.name || t(entry.causer ? 'live.anotherAdmin' : 'history.system');
}

function Entry({ area, entry, words, onRestore }: { area: Area; entry: HistoryEntry; words: ValueWords; onRestore?: (request: RestoreRequest) => void }) {
  const { t, i18n } = useTranslation();
  const fields = useMemo(() => historyFields(area), [area]);
  const writable = useMemo(() => restorableFields(area), [area]);
  const changed = entryFields(entry, fields);
  const restorable = onRestore && entry.event === 'updated' ? changed.filter((field) => writable.has(field) && field in entry.old) : [];
  const known = i18n.exists(`history.events.${entry.event}`);
  const text = (field: string, value: unknown, side: Readonly<Record<string, unknown>>) =>
    historyValueText(value, fields[field]?.value ?? { kind: 'plain' }, words, side as Record<string, string | number | boolean | null | undefined>);
  const label = (field: string) => (fields[field]?.labelled ? t(fields[field].label) : field);
  const hasOld = Object.keys(entry.old).length > 0;
  const hasNew = Object.keys(entry.attributes).length > 0;
  return (
    <Box component="li" data-testid={`history-entry-${entry.id}`} data-event={entry.event} sx={{ py: 1.5, listStyle: 'none' }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {causerName(entry, t)}
        </Box>{' '}
        {known ? t(`history.events.${entry.event}`) : t('history.events.other', { event: entry.event })}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
        <time dateTime={entry.createdAt}>{words.formatDate(entry.createdAt, { time: true })}</time>
        {relativeTime(entry.createdAt, i18n.language) && ` · ${relativeTime(entry.createdAt, i18n.language)}`}
      </Typography>
      {entry.reason && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid="history-reason">
          {t('history.reason', { reason: entry.reason })}
        </Typography>
      )}
      {changed.length > 0 && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, 200px) 1fr' }, columnGap: 2, rowGap: 0.5, mt: 1, mb: 0 }}>
          {changed.map((field) => (
            <Box key={field} sx={{ display: 'contents' }} data-testid={`history-field-${field}`}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label(field)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {hasOld && field in entry.old && (
                  <Box component="bdi" data-testid="history-old" sx={{ color: 'text.secondary' }}>
                    {text(field, entry.old[field], entry.old)}
                  </Box>
                )}
                {hasOld && hasNew && field in entry.old && field in entry.attributes && (
                  <>
                    <Box component="span" aria-hidden sx={{ mx: 0.75 }}>
                      {t('history.arrow')}
                    </Box>
                    <Box component="span" sx={visuallyHidden}>
                      {` ${t('history.to')} `}
                    </Box>
                  </>
                )}
                {field in entry.attributes && (
                  <Box component="bdi" data-testid="history-new">
                    {text(field, entry.attributes[field], entry.attributes)}
                  </Box>
                )}
                {restorable.includes(field) && restorable.length > 1 && (
                  <Button
                    size="small"
                    sx={{ marginInlineStart: 1, py: 0, minWidth: 0 }}
                    onClick={() => onRestore?.(restoreRequest(entry, [field]))}
                    aria-label={t('history.restoreOneOf', { field: label(field) })}
                    data-testid="history-restore-one"
                  >
                    {t('history.restoreOne')}
                  </Button>
                )}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {restorable.length > 0 && (
        <Button size="small" variant="outlined" startIcon={<RestoreIcon />} sx={{ mt: 1 }} onClick={() => onRestore?.(restoreRequest(entry, restorable))} data-testid="history-restore">
          {restorable.length > 1 ? t('history.restoreAll') : t('history.restoreOne')}
        </Button>
      )}
    </Box>
  );
}

/**
 * A record's History section: each entry's who, when (as the screen writes dates, and how long
 * ago), what, the reason, and each changed field's label with its old and new value in words.
 * Left out entirely when the API has no history for this admin.
 */
export function HistorySection({ area, history, onRestore }: HistorySectionProps) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const entries = history.status === 'ready' ? history.entries : [];
  const { lookupName, pending } = useLookupNames(area, entries);
  const words = useMemo<ValueWords>(() => ({ t: (key) => t(key), language: i18n.language, formatDate, lookupName }), [t, i18n.language, formatDate, lookupName]);
  if (history.status === 'off' || history.status === 'loading') return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="history-title" sx={{ p: { xs: 2, md: 3 }, mt: 2, mb: 2 }} data-testid="history">
      <Typography variant="h6" component="h2" id="history-title" sx={{ mb: 1 }}>
        {t('history.title')}
      </Typography>
      {history.status === 'failed' ? (
        <Alert
          severity="warning"
          data-testid="history-failed"
          action={
            <Button color="inherit" size="small" onClick={history.retry}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('history.failed')}
        </Alert>
      ) : pending ? (
        // The entries wait for the names of the ids they hold: never an id, then its name.
        <Box role="status" aria-busy="true" aria-label={t('common.loading')} data-testid="history-pending">
          <Skeleton width="40%" />
          <Skeleton width="70%" />
          <Skeleton width="55%" />
        </Box>
      ) : entries.length === 0 ? (
        <Typography color="text.secondary">{t('history.empty')}</Typography>
      ) : (
        <>
          <Stack component="ol" divider={<Divider component="li" aria-hidden />} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {entries.map((entry) => (
              <Entry key={entry.id} area={area} entry={entry} words={words} {...(onRestore && history.restore ? { onRestore } : {})} />
            ))}
          </Stack>
          {history.more && (
            <Button onClick={history.loadMore} disabled={history.loadingMore} sx={{ mt: 1 }} data-testid="history-more">
              {t('history.more')}
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}
