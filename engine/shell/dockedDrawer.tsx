import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

/**
 * MUI 9's permanent Drawer, anchored at the inline start, as two plain boxes: its docked root and
 * its square paper without shadow, with the theme's override (no background image). MUI's own
 * Drawer brings its modal, focus trap, backdrop and slide with it, which only the phone's drawer
 * uses (MobileDrawer, fetched when first opened). `width` is the paper's.
 */
export function DockedDrawer({ width, children }: { width: number; children: ReactNode }) {
  return (
    <Box sx={{ flex: '0 0 auto' }} data-testid="docked-drawer">
      <Box sx={(theme: Theme) => paperLook(theme, width)} data-testid="docked-drawer-paper">
        {children}
      </Box>
    </Box>
  );
}

function paperLook(theme: Theme, width: number) {
  const { palette, transitions, zIndex } = theme;
  return {
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    transition: transitions.create('box-shadow'),
    boxShadow: 'none',
    backgroundImage: 'none',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    flex: '1 0 auto',
    zIndex: zIndex.drawer,
    WebkitOverflowScrolling: 'touch',
    position: 'fixed',
    top: 0,
    outline: 0,
    left: 0,
    borderRight: `1px solid ${palette.divider}`,
    width,
    boxSizing: 'border-box',
  } as const;
}
