import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnackbar } from '../toasts/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import Popover from '@mui/material/Popover';
import type { ListArea } from '../descriptor/areaModel';
import { useSession } from '../session/session';
import { readColumnChoice, storeColumnChoice } from './columnChoice';
import { ConfirmDialog } from './ConfirmDialog';
import { SaveViewDialog } from './SaveViewDialog';
import { SavedViewItem } from './SavedViewItem';
import type { SaveViewValues } from './SaveViewDialog';
import { savedViewsAreLocal, viewInForce, viewQueryOf, viewSearch, type SavedView } from './savedViews';
import { useSavedViews } from './useSavedViews';

type Editing = { kind: 'create' } | { kind: 'rename'; view: SavedView };

/**
 * The list header's Views button: the admin's saved views of this list and the shared ones,
 * applied in a click; the current filters, order, page size and columns saved under a name.
 */
export function SavedViewsMenu({ area }: { area: ListArea }) {
  const adminId = useSession()?.id;
  // Views belong to an admin: none before the session is known.
  return adminId === undefined ? null : <ViewsOfAdmin area={area} adminId={adminId} />;
}

function ViewsOfAdmin({ area, adminId }: { area: ListArea; adminId: number }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const location = useLocation();
  const navigate = useNavigate();
  // The views (for the button's "in force" name) come after the list's first drawing is on the screen.
  const views = useSavedViews(area.area, adminId);
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toDelete, setToDelete] = useState<SavedView | null>(null);
  const [deleting, setDeleting] = useState(false);
  const popoverId = useId();
  const search = new URLSearchParams(location.search);
  const current = views.views.find((view) => viewInForce(view, search));
  const local = savedViewsAreLocal();
  const label = current ? `${t('engine.views')}: ${current.name}` : t('engine.views');

  const apply = (view: SavedView) => {
    setOpen(false);
    storeColumnChoice(area, adminId, view.state.columns);
    void navigate({ pathname: location.pathname, search: viewSearch(view) });
  };

  const save = async (values: SaveViewValues) => {
    if (editing?.kind === 'rename') {
      await views.update(editing.view.id, { name: values.name, ...(local ? {} : { shared: values.shared }) });
      enqueueSnackbar(t('engine.viewRenamed'), { variant: 'success' });
    } else {
      const state = { query: viewQueryOf(search), columns: readColumnChoice(area, adminId) };
      await views.create({ name: values.name, shared: !local && values.shared, state });
      enqueueSnackbar(t('engine.viewSaved'), { variant: 'success' });
    }
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!toDelete || deleting) return;
    setDeleting(true);
    try {
      await views.remove(toDelete.id);
      enqueueSnackbar(t('engine.viewDeleted'), { variant: 'success' });
      setToDelete(null);
    } catch (error) {
      enqueueSnackbar(error instanceof Error && error.message !== '' ? error.message : t('errors.server'), { variant: 'error' });
    } finally {
      setDeleting(false);
    }
  };

  let body: ReactNode;
  if (views.loading)
    body = (
      <Box sx={{ px: 2, py: 1 }}>
        {[0, 1].map((n) => (
          <Skeleton key={n} height={32} />
        ))}
      </Box>
    );
  else if (views.error !== undefined && views.views.length === 0)
    body = (
      <Alert severity="error" sx={{ m: 1 }}>
        {t('engine.viewsLoadFailed')}
      </Alert>
    );
  else if (views.views.length === 0)
    body = (
      <Typography color="text.secondary" sx={{ px: 2, py: 1.5 }}>
        {t('engine.viewsNone')}
      </Typography>
    );
  else
    body = (
      <List dense aria-label={t('engine.viewsMenu')} sx={{ maxHeight: '50vh', overflowY: 'auto' }}>
        {views.views.map((view) => (
          <SavedViewItem
            key={view.id}
            view={view}
            inForce={view === current}
            onApply={apply}
            onRename={(target) => {
              setOpen(false);
              setEditing({ kind: 'rename', view: target });
            }}
            onDelete={(target) => {
              setOpen(false);
              setToDelete(target);
            }}
          />
        ))}
      </List>
    );

  return (
    <>
      <Button
        ref={anchor}
        variant="outlined"
        startIcon={<BookmarksOutlinedIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        data-testid="views-toggle"
        sx={{ maxWidth: '100%' }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '14rem' }}>
          {label}
        </Box>
      </Button>
      <Popover
        id={popoverId}
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 'min(22rem, calc(100vw - 32px))' }, role: 'dialog', 'aria-label': t('engine.viewsMenu') } as object }}
      >
        <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
          {t('engine.viewsMenu')}
        </Typography>
        {body}
        <Divider />
        <ListItemButton
          onClick={() => {
            setOpen(false);
            setEditing({ kind: 'create' });
          }}
          data-testid="view-save-current"
        >
          <ListItemIcon sx={{ minWidth: 32 }}>
            <BookmarkAddOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('engine.viewSaveCurrent')} />
        </ListItemButton>
      </Popover>
      {editing && (
        <SaveViewDialog
          title={editing.kind === 'create' ? t('engine.viewSaveTitle') : t('engine.viewRenameTitle')}
          {...(editing.kind === 'create' ? { text: t('engine.viewSaveText') } : {})}
          initial={editing.kind === 'create' ? { name: '', shared: false } : { name: editing.view.name, shared: editing.view.shared }}
          showShared={!local}
          localHint={local}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('engine.viewDeleteTitle', { name: toDelete?.name ?? '' })}
        text={t('engine.viewDeleteConfirm')}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
