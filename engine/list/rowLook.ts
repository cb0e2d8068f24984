import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { sharedClasses } from '../app/sharedClasses';

/** The palette colours a row action may take (descriptor.types' action colours). */
const ACTION_COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;

/**
 * A list's rows are drawn with plain elements and a class each kind of element shares, made once
 * per table, rather than with MUI's TableRow, TableCell and IconButton, which make their styles
 * again for each of up to a thousand rows (ten rows of a list were about 900 of the first
 * screen's 3,000 components). The looks are MUI's own for a small table and a small icon button
 * (MUI 9: TableRow, TableCell, IconButton and ButtonBase), with the theme's focus ring; the press
 * ripple is the one thing left out.
 */
function rowLook(theme: Theme): Record<'row' | 'cell' | 'action', CSSObject> {
  const { palette, typography } = theme;
  const hover = (color: string) => theme.alpha(color, palette.action.hoverOpacity);
  const colors: CSSObject = {};
  for (const color of ACTION_COLORS) {
    colors[`&[data-color=${color}]`] = { color: palette[color].main, '--row-action-hover': hover(palette[color].main) };
  }
  return {
    row: {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      outline: 0,
      '&:hover': { backgroundColor: palette.action.hover },
    },
    cell: {
      ...(typography.body2 as CSSObject),
      display: 'table-cell',
      verticalAlign: 'inherit',
      // As MUI's: the divider made opaque, then lightened (light) or darkened (dark).
      borderBottom: `1px solid ${palette.mode === 'light' ? theme.lighten(theme.alpha(palette.divider, 1), 0.88) : theme.darken(theme.alpha(palette.divider, 1), 0.68)}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: palette.text.primary,
    },
    action: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      flex: '0 0 auto',
      WebkitTapHighlightColor: 'transparent',
      backgroundColor: 'transparent',
      outline: 0,
      border: 0,
      margin: 0,
      padding: 5,
      borderRadius: '50%',
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      appearance: 'none',
      textDecoration: 'none',
      textAlign: 'center',
      fontSize: typography.pxToRem(18),
      color: palette.action.active,
      '--row-action-hover': hover(palette.action.active),
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '&:hover': { backgroundColor: 'var(--row-action-hover)', '@media (hover: none)': { backgroundColor: 'transparent' } },
      ...colors,
      // The theme's ring (createAppTheme), which MUI's buttons draw on their keyboard focus, over the
      // hover's tint where MUI pulses its ripple.
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2, backgroundColor: 'var(--row-action-hover)' },
      '&:disabled': { backgroundColor: 'transparent', color: palette.action.disabled, pointerEvents: 'none', cursor: 'default' },
      '&::-moz-focus-inner': { borderStyle: 'none' },
      '@media print': { colorAdjust: 'exact' },
    },
  };
}

/**
 * The classes of a list's rows (`row`, `cell`, and `action`: an icon button or link whose
 * `data-color` picks its palette colour), made once for the table inside `RowClasses`.
 */
export const { Provider: RowClasses, useClasses: useRowClasses } = sharedClasses('list rows', rowLook);
