import type { PopoverProps } from '@mui/material/Popover';
import { whenOpened } from './whenOpened';

/**
 * MUI's Popover, fetched when one first opens (see whenOpened): a screen's first paint downloads
 * none of the popover, modal and transition code its closed panels would bring. What it holds
 * stays where it is written; only the surface waits.
 */
export const Popover = whenOpened<PopoverProps>(() => import('@mui/material/Popover').then((m) => m.default), {
  isOpen: (props) => props.open,
  close: (props) => props.onClose?.({}, 'backdropClick'),
});
