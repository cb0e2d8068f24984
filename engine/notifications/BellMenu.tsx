import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { InboxItem } from './inbox';
import { formatWhen } from './formatWhen';
import type { InboxState } from './useInbox';

/** How many of the latest notifications the bell's menu lists. */
const LATEST = 8;

/**
 * The bell menu's entries, drawn only while the menu is open: their dates would otherwise be
 * formatted with every drawing of the header (the first such formatter loads the browser's date
 * data, inside the first page's drawing).
 */
function BellEntries({ inbox, onChoose }: { inbox: InboxState; onChoose: (item: InboxItem) => void }) {
  const { t, i18n } = useTranslation();
  const items = inbox.page?.items.slice(0, LATEST) ?? [];
  let content: ReactNode;
  if (inbox.page) {
    content =
      items.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
          {t('inbox.empty')}
        </Typography>
      ) : (
        items.map((item) => (
          <MenuItem key={item.id} onClick={() => onChoose(item)} data-testid="bell-item" data-read={item.read ? 'true' : 'false'} sx={{ alignItems: 'flex-start', whiteSpace: 'normal', gap: 1 }}>
            <Box component="span" aria-hidden sx={{ width: 8, height: 8, mt: 1, borderRadius: '50%', flexShrink: 0, bgcolor: item.read ? 'transparent' : 'primary.main' }} />
            <ListItemText
              // Titles and bodies come in the sender's language: each takes its own direction.
              primary={item.title ? <span dir="auto">{item.title}</span> : t('inbox.untitled')}
              secondary={
                <>
                  <Box component="span" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                    <span dir="auto">{item.body}</span>
                  </Box>
                  <Box component="span" sx={{ display: 'block', fontSize: 12, mt: 0.5 }}>
                    {formatWhen(item.createdAt, i18n.language)}
                  </Box>
                </>
              }
              slotProps={{ primary: { sx: { fontWeight: item.read ? 400 : 700 } } }}
            />
          </MenuItem>
        ))
      );
  } else if (inbox.error !== undefined || inbox.malformed) {
    content = (
      <Box sx={{ px: 2, py: 2, textAlign: 'center' }}>
        <Typography color="text.secondary" gutterBottom role="alert">
          {t('inbox.loadFailed')}
          {inbox.error instanceof Error && inbox.error.message ? ` ${inbox.error.message}` : ''}
        </Typography>
        <Button size="small" onClick={inbox.retry} data-testid="retry">
          {t('common.retry')}
        </Button>
      </Box>
    );
  } else {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }} role="status" aria-label={t('common.loading')}>
        <CircularProgress size={24} />
      </Box>
    );
  }

  return content;
}

interface BellMenuProps {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  inbox: InboxState;
  onChoose: (item: InboxItem) => void;
  /** The notifications page, where "see all" leads. */
  seeAll: string;
}

/** The bell's menu: the latest notifications and a way to all of them (fetched when first opened, see NotificationBell). */
export function BellMenu({ anchorEl, open, onClose, inbox, onChoose, seeAll }: BellMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)', maxHeight: 480 } }, list: { 'aria-label': t('inbox.title'), dense: true } }}
      data-testid="bell-menu"
    >
      <Typography variant="subtitle1" component="p" sx={{ px: 2, py: 1, fontWeight: 600 }}>
        {t('inbox.title')}
      </Typography>
      <Divider />
      <BellEntries inbox={inbox} onChoose={onChoose} />
      <Divider />
      <MenuItem component={Link} to={seeAll} onClick={onClose} sx={{ justifyContent: 'center', color: 'primary.main' }} data-testid="bell-see-all">
        {t('inbox.seeAll')}
      </MenuItem>
    </Menu>
  );
}
