import { useTranslation } from '../i18n/useTranslation';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import type { SavedView } from './savedViews';
import Tooltip from '@mui/material/Tooltip';

interface SavedViewItemProps {
  view: SavedView;
  inForce: boolean;
  onApply: (view: SavedView) => void;
  onRename: (view: SavedView) => void;
  onDelete: (view: SavedView) => void;
}

/** One saved view: applied by a click; renamed or deleted by whoever may. */
export function SavedViewItem({ view, inForce, onApply, onRename, onDelete }: SavedViewItemProps) {
  const { t } = useTranslation();
  let mark: string | null = null;
  if (view.shared) mark = view.mine || !view.ownerName ? t('engine.viewShared') : t('engine.viewSharedBy', { name: view.ownerName });
  const rename = t('engine.viewRename', { name: view.name });
  const remove = t('engine.viewDelete', { name: view.name });
  const buttons = (
    <Box sx={{ display: 'flex' }}>
      {view.canEdit && (
        <Tooltip title={rename}>
          <IconButton size="small" aria-label={rename} onClick={() => onRename(view)}>
            <DriveFileRenameOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {view.canDelete && (
        <Tooltip title={remove}>
          <IconButton size="small" color="error" aria-label={remove} onClick={() => onDelete(view)}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
  const actions = view.canEdit || view.canDelete;
  return (
    <ListItem
      disablePadding
      secondaryAction={actions ? buttons : undefined}
      data-testid="saved-view"
      sx={actions ? { '& .MuiListItemButton-root': { pe: view.canEdit && view.canDelete ? 11 : 7 } } : undefined}
    >
      {/* Marked softly (not the theme's "selected" fill, which the menu uses for the page in force). */}
      <ListItemButton onClick={() => onApply(view)} aria-current={inForce ? 'true' : undefined} sx={inForce ? { bgcolor: 'action.selected' } : undefined}>
        <ListItemIcon sx={{ minWidth: 32 }}>{inForce ? <CheckIcon fontSize="small" color="primary" aria-hidden /> : null}</ListItemIcon>
        <ListItemText
          primary={view.name}
          secondary={
            (mark || inForce) && (
              <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                {inForce && <span>{t('engine.viewInForce')}</span>}
                {mark && (
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    <PeopleOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
                    {mark}
                  </Box>
                )}
              </Box>
            )
          }
          slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
