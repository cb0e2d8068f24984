import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Kept in the page once first opened, so it slides in at once the next time. */
  keepMounted: boolean;
  width: number;
  children: ReactNode;
}

/** The phone's side menu: MUI's temporary Drawer, over the page. */
export function MobileDrawer({ open, onClose, keepMounted, width, children }: MobileDrawerProps) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} ModalProps={{ keepMounted }} sx={{ '& .MuiDrawer-paper': { width, boxSizing: 'border-box' } }}>
      {children}
    </Drawer>
  );
}
