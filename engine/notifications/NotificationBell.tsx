import { useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { BellMenu } from './BellMenu';
import { buildCall } from '../api/template';
import { sendCall } from '../api/sendCall';
import type { Notifications } from '../descriptor/descriptor.types';
import { destinationOf, type InboxItem } from './inbox';
import { useInbox, useRefreshInbox } from './useInbox';
import { useRealtimeInbox } from './useRealtimeInbox';
import Tooltip from '@mui/material/Tooltip';

/** Marks one notification read (the API's "show" does it), then opens where its type leads. */
export function useOpenNotification(config: Notifications): (item: InboxItem) => Promise<void> {
  const navigate = useNavigate();
  const refresh = useRefreshInbox(config);
  return async (item) => {
    if (!item.read) {
      // A failed mark still opens the destination; the next refresh tells the truth about it.
      await sendCall(buildCall(config.api.read, { id: item.id })).catch(() => undefined);
      void refresh();
    }
    void navigate(destinationOf(config, item));
  };
}

/** The header's bell: the unread count, the latest notifications and a way to all of them. */
export function NotificationBell({ config }: { config: Notifications }) {
  const { t } = useTranslation();
  const realtime = useRealtimeInbox(config);
  const inbox = useInbox(config, 1);
  const open = useOpenNotification(config);
  const button = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const unread = inbox.page?.unread ?? 0;

  const choose = (item: InboxItem) => {
    setMenuOpen(false);
    void open(item);
  };

  const label = t('inbox.bell', { count: unread });
  return (
    <>
      <Tooltip title={label}>
        <IconButton ref={button} color="inherit" onClick={() => setMenuOpen(true)} aria-label={label} aria-haspopup="menu" aria-expanded={menuOpen} data-testid="bell" data-realtime={realtime}>
          <Badge badgeContent={unread} color="error" max={99} data-testid="bell-badge" data-count={unread}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <BellMenu anchorEl={button.current} open={menuOpen} onClose={() => setMenuOpen(false)} inbox={inbox} onChoose={choose} seeAll={config.page} />
    </>
  );
}
