import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { buttonBase, focusRing, hoverTint } from '../app/buttonBase';
import { smallIconLook } from '../app/plainIcon';
import { sharedClasses } from '../app/sharedClasses';

type PaginatorPart = 'list' | 'item' | 'icon';

/**
 * The pages' list as MUI 9 draws a row Stack of medium, circular, text PaginationItems holding
 * their arrows, with the theme's focus ring: plain elements sharing these classes, rather than
 * some 120 components of MUI's for eight buttons. The press ripple is the one thing left out; on
 * keyboard focus the ring is drawn over the focus tint.
 */
function paginatorLook(theme: Theme): Record<PaginatorPart, CSSObject> {
  const { palette, typography, transitions } = theme;
  const selected = palette.action.selected;
  return {
    list: {
      display: 'flex',
      flexDirection: 'row',
      flexWrap: 'wrap',
      justifyContent: 'center',
      listStyle: 'none',
      padding: 0,
      margin: 0,
      // Stack's spacing of 0.5, as the theme's stacks space their items: a gap.
      gap: theme.spacing(0.5),
    },
    item: {
      ...buttonBase,
      ...(typography.body2 as CSSObject),
      borderRadius: 32 / 2,
      textAlign: 'center',
      minWidth: 32,
      height: 32,
      padding: '0 6px',
      margin: '0 3px',
      color: palette.text.primary,
      transition: transitions.create(['color', 'background-color'], { duration: transitions.duration.short }),
      '&:hover': hoverTint(palette.action.hover),
      '&:focus-visible': { backgroundColor: palette.action.focus, ...focusRing(theme) },
      '&:disabled': { opacity: palette.action.disabledOpacity, pointerEvents: 'none', cursor: 'default' },
      '&[aria-current=page]': {
        backgroundColor: selected,
        '&:hover': {
          backgroundColor: theme.alpha(selected, palette.action.selectedOpacity + palette.action.hoverOpacity),
          '@media (hover: none)': { backgroundColor: selected },
        },
        '&:focus-visible': { backgroundColor: theme.alpha(selected, palette.action.selectedOpacity + palette.action.focusOpacity) },
      },
    },
    // An arrow's icon: MUI's SvgIcon, drawn a little wider than its button's padding allows.
    icon: { ...smallIconLook(theme), margin: '0 -8px' },
  };
}

/** The classes of a list's pages, made once for the paginator inside `PaginatorClasses`. */
export const { Provider: PaginatorClasses, useClasses: usePaginatorClasses } = sharedClasses('paginator', paginatorLook);
