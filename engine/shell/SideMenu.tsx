import { memo, type ReactNode, useCallback, useMemo, useState } from 'react';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Logout from '@mui/icons-material/Logout';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/useTranslation';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { usePermissions } from '../permissions/usePermissions';
import { icons } from '../registries/icons';
import { useBaseDocumentTitle } from '../screens/documentTitle';
import { LogoutDialog } from './LogoutDialog';
import { activeLinkOf, groupsContaining, hasLinkTo, linkLabel, visibleMenu } from './menuModel';
import type { MenuNode } from '../descriptor/areaModel';

const HOME_PATH = '/home';
const HOME: MenuNode = { kind: 'link', label: 'menu.home', icon: 'Home', to: HOME_PATH };

/** A list item around one entry (and a group's own list): a list holds only items. */
function MenuEntry({ children }: { children: ReactNode }) {
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {children}
    </ListItem>
  );
}

interface NodeProps {
  node: MenuNode;
  depth: number;
  /** The link of the current page (the most specific one), or null. */
  activeTo: string | null;
  /** Whether this entry, a group, is open. */
  expanded: boolean;
  /** The open groups, for a group holding groups of its own (else an empty set). */
  open: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onNavigate?: (() => void) | undefined;
}

/**
 * The current page's link when it is in this entry (the entry itself or a group's children),
 * else null: a change of page then redraws only the entries it concerns.
 */
function activeWithin(node: MenuNode, activeTo: string | null): string | null {
  return activeTo !== null && hasLinkTo([node], activeTo) ? activeTo : null;
}

const NO_GROUPS: ReadonlySet<string> = new Set();

/**
 * What one entry is told of the open groups: whether it is open, and the set only when it holds
 * groups of its own. Opening or closing a group then redraws that group, not every entry.
 */
function openProps(node: MenuNode, open: ReadonlySet<string>): { expanded: boolean; open: ReadonlySet<string> } {
  if (node.kind === 'link') return { expanded: false, open: NO_GROUPS };
  return { expanded: open.has(node.key), open: node.children.some((child) => child.kind === 'group') ? open : NO_GROUPS };
}

// Memoised: the menu's forty entries are drawn once, not again on every change of page.
const MenuNodeItem = memo(function MenuNodeItem({ node, depth, activeTo, expanded, open, onToggle, onNavigate }: NodeProps) {
  const { t } = useTranslation();
  const Icon = node.icon ? icons[node.icon] : null;
  // Indented at the inline start: 1.5 spacing units and 2 more per level.
  const indent = { pl: 1.5 + depth * 2 };
  const icon = Icon ? (
    <ListItemIcon>
      <Icon fontSize="small" />
    </ListItemIcon>
  ) : null;

  if (node.kind === 'link') {
    const active = node.to === activeTo;
    return (
      <MenuEntry>
        <ListItemButton component={RouterLink} to={node.to} selected={active} sx={indent} aria-current={active ? 'page' : undefined} onClick={onNavigate} data-testid={`menu-link-${node.to}`}>
          {icon}
          <ListItemText primary={t(node.label)} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />
        </ListItemButton>
      </MenuEntry>
    );
  }

  const listId = `menu-group-${node.key}`;
  return (
    <MenuEntry>
      <ListItemButton component="button" sx={{ ...indent, width: '100%' }} onClick={() => onToggle(node.key)} aria-expanded={expanded} aria-controls={listId} data-testid={`menu-group-${node.key}`}>
        {icon}
        <ListItemText primary={t(node.label)} slotProps={{ primary: { noWrap: true, variant: 'body2', sx: { fontWeight: 600 } } }} />
        {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List disablePadding id={listId}>
          {node.children.map((child) => (
            <MenuNodeItem
              key={child.kind === 'link' ? child.to : child.key}
              node={child}
              depth={depth + 1}
              activeTo={activeWithin(child, activeTo)}
              {...openProps(child, open)}
              onToggle={onToggle}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </MenuEntry>
  );
});

/** The menu's head: the product's mark and name. Drawn once, not again on every change of page. */
const MenuHead = memo(function MenuHead() {
  const { t } = useTranslation();
  return (
    <>
      <Toolbar sx={{ gap: 1.5 }}>
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 36,
            height: 36,
            borderRadius: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <StorefrontOutlined fontSize="small" />
        </Box>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, fontSize: 15.5, lineHeight: 1.25 }}>
          {t('common.appName')}
        </Typography>
      </Toolbar>
      <Divider />
    </>
  );
});

interface MenuTreeProps {
  nodes: readonly MenuNode[];
  activeTo: string | null;
  open: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onNavigate?: (() => void) | undefined;
  status: 'loading' | 'ready' | 'error';
  onRetry: () => void;
}

/** The permitted entries, or their skeleton while the permissions come, or a failure with a retry. */
const MenuTree = memo(function MenuTree({ nodes, activeTo, open, onToggle, onNavigate, status, onRetry }: MenuTreeProps) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('shell.mainMenu')} sx={{ flexGrow: 1, overflowY: 'auto', px: 1.5, py: 1 }}>
      <List disablePadding>
        {nodes.map((node) => (
          <MenuNodeItem
            key={node.kind === 'link' ? node.to : node.key}
            node={node}
            depth={0}
            activeTo={activeWithin(node, activeTo)}
            {...openProps(node, open)}
            onToggle={onToggle}
            onNavigate={onNavigate}
          />
        ))}
      </List>
      {status === 'loading' && (
        <Box data-testid="menu-skeleton" sx={{ px: 1.5, pt: 1 }} aria-busy="true" role="status" aria-label={t('common.loading')}>
          {[72, 58, 80, 64, 70, 52].map((width, index) => (
            <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.1 }}>
              <Skeleton variant="circular" width={22} height={22} />
              <Skeleton variant="text" width={`${width}%`} />
            </Box>
          ))}
        </Box>
      )}
      {status === 'error' && (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry} data-testid="menu-retry">
              {t('common.retry')}
            </Button>
          }
        >
          {t('shell.menuFailed')}
        </Alert>
      )}
    </Box>
  );
});

/** The menu's foot: the logout entry and its question. */
const MenuFoot = memo(function MenuFoot() {
  const { t } = useTranslation();
  const [logoutOpen, setLogoutOpen] = useState(false);
  return (
    <>
      <Divider />
      <List sx={{ px: 1.5 }}>
        <MenuEntry>
          <ListItemButton onClick={() => setLogoutOpen(true)} data-testid="logout">
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('common.logout')} />
          </ListItemButton>
        </MenuEntry>
      </List>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </>
  );
});

const COLUMN = { display: 'flex', flexDirection: 'column', height: '100%' } as const;

/**
 * The side menu: the permitted part of the menu tree, then the logout item. A change of page
 * redraws only what it changes (the highlighted entry, a group opening): the head, the foot and
 * the entries are drawn once.
 */
export function SideMenu({ menu, onNavigate }: { menu: readonly MenuNode[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const permissions = usePermissions();

  const nodes = useMemo(() => {
    // Home is always reachable, unless the configured menu already links to it.
    const withHome = hasLinkTo(menu, HOME_PATH) ? [...menu] : [HOME, ...menu];
    return visibleMenu(withHome, permissions.has);
  }, [menu, permissions.has]);

  const activeTo = useMemo(() => activeLinkOf(nodes, pathname), [nodes, pathname]);
  // The tab names the menu's current page (home, a list) where the screen does not name itself.
  const activeLabel = linkLabel(nodes, activeTo);
  useBaseDocumentTitle(activeLabel ? t(activeLabel) : null);
  const [open, setOpen] = useState<Set<string>>(() => new Set(groupsContaining(nodes, pathname)));
  // The group holding the current page opens when the page (or the permitted menu) changes. It
  // opens while the menu is drawn rather than just after: a group that arrives with the permitted
  // menu is drawn open at once, instead of sliding open and moving the items under the pointer.
  const [openedFor, setOpenedFor] = useState({ nodes, pathname });
  if (openedFor.nodes !== nodes || openedFor.pathname !== pathname) {
    setOpenedFor({ nodes, pathname });
    const holding = groupsContaining(nodes, pathname);
    if (!holding.every((key) => open.has(key))) setOpen(new Set([...open, ...holding]));
  }

  const toggle = useCallback(
    (key: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );

  return (
    <Box sx={COLUMN}>
      <MenuHead />
      <MenuTree nodes={nodes} activeTo={activeTo} open={open} onToggle={toggle} onNavigate={onNavigate} status={permissions.status} onRetry={permissions.retry} />
      <MenuFoot />
    </Box>
  );
}
