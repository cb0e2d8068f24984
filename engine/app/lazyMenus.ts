import type { MenuProps } from '@mui/material/Menu';
import type { PopoverProps } from '@mui/material/Popover';
import { whenOpened } from './whenOpened';

// MUI's Menu and Popover, fetched when one first opens (see whenOpened): a screen's first paint
// downloads none of the menu, popover, modal and transition code its closed menus would bring.
// Their items stay where they are written; only the surface that holds them waits.

export const Menu = whenOpened<MenuProps>(() => import('@mui/material/Menu').then((m) => m.default), {
  isOpen: (props) => props.open,
  close: (props) => props.onClose?.({}, 'backdropClick'),
});

export const Popover = whenOpened<PopoverProps>(() => import('@mui/material/Popover').then((m) => m.default), {
  isOpen: (props) => props.open,
  close: (props) => props.onClose?.({}, 'backdropClick'),
});
