import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { buttonBase, focusRing, hoverTint } from '../app/buttonBase';
import { smallIconLook } from '../app/plainIcon';
import { sharedClasses } from '../app/sharedClasses';

/**
 * The side menu's entries as MUI 9 draws a ListItem (without padding, as a block) holding a
 * ListItemButton with a ListItemIcon and a ListItemText of one line, with the theme's overrides
 * (createAppTheme: the rounded entry, the filled current page, the focus ring drawn inside):
 * plain elements sharing these classes, rather than about forty components of MUI's for each
 * entry. The press ripple is the one thing left out. A nested entry's indent is its own (see SideMenu).
 */
function menuLook(theme: Theme): Record<'item' | 'entry' | 'icon' | 'svg' | 'text' | 'label', CSSObject> {
  const { palette, shape, transitions } = theme;
  return {
    item: {
      display: 'block',
      position: 'relative',
      justifyContent: 'flex-start',
      textDecoration: 'none',
      width: '100%',
      boxSizing: 'border-box',
      textAlign: 'left',
    },
    entry: {
      ...buttonBase,
      display: 'flex',
      // A group's entry is a button (MUI draws a div with a button's role): it fills the line and
      // takes the page's font, as MUI's does.
      'button&': { width: '100%', font: 'inherit' },
      flexGrow: 1,
      justifyContent: 'flex-start',
      minWidth: 0,
      marginBlock: 2,
      borderRadius: shape.borderRadius,
      paddingTop: 8,
      paddingBottom: 8,
      paddingLeft: theme.spacing(1.5),
      paddingRight: 16,
      textAlign: 'left',
      transition: transitions.create('background-color', { duration: transitions.duration.shortest }),
      '&:hover': { textDecoration: 'none', ...hoverTint(palette.action.hover) },
      // The ring is drawn within the entry, where the scrolling menu does not clip it.
      '&:focus-visible': { backgroundColor: palette.action.focus, ...focusRing(theme, -2) },
      '&[aria-current=page]': {
        backgroundColor: palette.primary.main,
        color: palette.primary.contrastText,
        '&:hover': { backgroundColor: palette.primary.dark },
        '&:focus-visible': { backgroundColor: palette.primary.dark, outlineColor: palette.primary.contrastText },
      },
    },
    icon: {
      minWidth: 40,
      color: palette.action.active,
      flexShrink: 0,
      display: 'inline-flex',
      '[aria-current=page] > &': { color: 'inherit' },
    },
    // An entry's icon, and a group's arrow (smallIcon).
    svg: smallIconLook(theme),
    text: { display: 'block', flex: '1 1 auto', minWidth: 0, marginTop: 4, marginBottom: 4 },
    label: {
      margin: 0,
      ...(theme.typography.body2 as CSSObject),
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      display: 'block',
      '[aria-expanded] &': { fontWeight: 600 },
    },
  };
}

/** The classes of the side menu's entries, made once for the menu inside `MenuClasses`. */
export const { Provider: MenuClasses, useClasses: useMenuClasses } = sharedClasses('side menu', menuLook);
