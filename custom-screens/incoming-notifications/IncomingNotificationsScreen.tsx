import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import DoneIcon from '@mui/icons-material/Done';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Directed,
  Paginator,
  parsePage,
  buildCall,
  ConfirmDialog,
  type CustomScreenProps,
  formatWhen,
  type InboxItem,
  LoadError,
  type Notifications,
  errorText,
  ScreenHeader,
  sendCall,
  useCalendar,
  useDashboard,
  useInbox,
  useOpenNotification,
  useRefreshInbox,
  useSnackbar,
  useTranslation,
} from '../../engine';

type Pending = { kind: 'one'; item: InboxItem } | { kind: 'all' };

function Inbox({ config, titleKey }: { config: Notifications; titleKey: string }) {
  const { t, i18n } = useTranslation();
  const calendar = useCalendar();
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const inbox = useInbox(config, page);
  const refresh = useRefreshInbox(config);
  const open = useOpenNotification(config);
  const [busy, setBusy] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const hrefForPage = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };

  /** Runs one call; a failure is toasted with the server's words. */
  const run = async (key: string, call: Parameters<typeof buildCall>[0], id: string | undefined, success: string) => {
    if (busy) return false;
    setBusy(key);
    try {
      await sendCall(buildCall(call, id === undefined ? {} : { id }));
      enqueueSnackbar(t(success), { variant: 'success' });
      await refresh();
      return true;
    } catch (error) {
      enqueueSnackbar(errorText(error), { variant: 'error' });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const markRead = (item: InboxItem) => void run(`read-${item.id}`, config.api.markRead, item.id, 'inbox.markedRead');

  const confirm = async () => {
    if (!pending) return;
    const ok =
      pending.kind === 'one'
        ? await run(`delete-${pending.item.id}`, config.api.delete, pending.item.id, 'messages.deletedSuccessfully')
        : await run('delete-all', config.api.deleteAll, undefined, 'messages.deletedSuccessfully');
    setPending(null);
    // A page emptied by deleting goes back to the first page.
    if (ok && (pending.kind === 'all' || inbox.page?.items.length === 1) && page > 1) setParams({ page: '1' });
  };

  let body: ReactNode;
  if (inbox.page) {
    body =
      inbox.page.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('inbox.empty')}</Typography>
        </Paper>
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {inbox.page.items.map((item) => (
            <Paper
              key={item.id}
              component="li"
              variant="outlined"
              data-testid="inbox-item"
              data-read={item.read ? 'true' : 'false'}
              sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', borderInlineStart: 4, borderInlineStartColor: item.read ? 'divider' : 'primary.main' }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: item.read ? 500 : 700, wordBreak: 'break-word' }}>
                    {item.title ? <Directed dir="auto">{item.title}</Directed> : t('inbox.untitled')}
                  </Typography>
                  {!item.read && <Chip size="small" color="primary" label={t('inbox.unread')} />}
                </Stack>
                <Typography color="text.secondary" sx={{ wordBreak: 'break-word', mt: 0.5 }}>
                  <Directed dir="auto">{item.body}</Directed>
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatWhen(item.createdAt, i18n.language, calendar)}
                </Typography>
              </Box>
              <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
                <Tooltip title={t('inbox.open')}>
                  <IconButton size="small" color="primary" aria-label={t('inbox.open')} onClick={() => void open(item)} data-testid={`inbox-open-${item.id}`}>
                    <OpenInNewIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                {!item.read && (
                  <Tooltip title={t('inbox.markRead')}>
                    <IconButton size="small" color="success" aria-label={t('inbox.markRead')} disabled={busy !== null} onClick={() => markRead(item)} data-testid={`inbox-read-${item.id}`}>
                      <DoneIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                <Tooltip title={t('common.delete')}>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={t('common.delete')}
                    disabled={busy !== null}
                    onClick={() => setPending({ kind: 'one', item })}
                    data-testid={`inbox-delete-${item.id}`}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            </Paper>
          ))}
        </Stack>
      );
  } else if (inbox.error !== undefined || inbox.malformed) {
    body = <LoadError error={inbox.error ?? new Error('unexpected answer')} onRetry={inbox.retry} />;
  } else {
    body = (
      <Stack spacing={1.5} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
        <Typography variant="body2" color="text.secondary" role="status">
          {t('common.loading')}
        </Typography>
      </Stack>
    );
  }

  return (
    <Box>
      <ScreenHeader title={t(titleKey)}>
        {inbox.page && <Chip label={t('inbox.unreadCount', { count: inbox.page.unread })} color={inbox.page.unread > 0 ? 'primary' : 'default'} variant="outlined" data-testid="inbox-unread" />}
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteSweepIcon />}
          disabled={!inbox.page || inbox.page.items.length === 0 || busy !== null}
          onClick={() => setPending({ kind: 'all' })}
          data-testid="inbox-delete-all"
        >
          {t('inbox.deleteAll')}
        </Button>
      </ScreenHeader>
      {body}
      {inbox.page && (
        <Box sx={{ mt: 2 }}>
          <Paginator page={page} lastPage={inbox.page.lastPage} hrefForPage={hrefForPage} />
        </Box>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'all' ? t('inbox.deleteAllTitle') : t('engine.deleteTitle', { name: pending?.kind === 'one' ? pending.item.title : '' })}
        text={pending?.kind === 'all' ? t('inbox.deleteAllText') : t('engine.deleteConfirm')}
        busy={busy !== null}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Box>
  );
}

/** The admin's own incoming notifications: read, open, mark read, delete one or all. */
export function IncomingNotificationsScreen({ area }: CustomScreenProps) {
  const config = useDashboard().descriptors.notifications;
  return config ? <Inbox config={config} titleKey={area.title} /> : null;
}
