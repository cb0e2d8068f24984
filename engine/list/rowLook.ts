import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { buttonBase, focusRing, hoverTint } from '../app/buttonBase';
import { smallIconLook } from '../app/plainIcon';
import { sharedClasses } from '../app/sharedClasses';

/** The palette colours a row action may take (descriptor.types' action colours). */
const ACTION_COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;

type RowPart =
  | 'row'
  | 'cell'
  | 'headCell'
  | 'sortLabel'
  | 'sortIcon'
  | 'action'
  | 'icon'
  | 'switch'
  | 'switchBase'
  | 'switchInput'
  | 'switchThumb'
  | 'switchTrack'
  | 'selectCell'
  | 'checkbox'
  | 'checkboxInput';

/**
 * A list's rows are drawn with plain elements and a class each kind of element shares, made once
 * per table, rather than with MUI's TableRow, TableCell, IconButton, Switch and Checkbox, which
 * make their styles again for each of up to a thousand rows (ten rows of the banks list were
 * about 1,500 of the first screen's 3,000 components). The looks are MUI 9's own for a small
 * table, a small icon button, a switch and a small checkbox (sharedLooks.test compares them), with
 * the theme's focus ring; the press ripple is the one thing left out.
 */
function rowLook(theme: Theme): Record<RowPart, CSSObject> {
  const { palette, typography } = theme;
  const light = palette.mode === 'light';
  const hover = (color: string) => theme.alpha(color, palette.action.hoverOpacity);
  // The checkbox over a switch or a box, unseen, taking the presses (MUI's SwitchBase input).
  const input: CSSObject = { cursor: 'inherit', position: 'absolute', opacity: 0, width: '100%', height: '100%', top: 0, left: 0, margin: 0, padding: 0, zIndex: 1 };
  const colors: CSSObject = {};
  for (const color of ACTION_COLORS) {
    colors[`&[data-color=${color}]`] = { color: palette[color].main, '--row-action-hover': hover(palette[color].main) };
  }
  const cell: CSSObject = {
    ...(typography.body2 as CSSObject),
    display: 'table-cell',
    verticalAlign: 'inherit',
    // As MUI's: the divider made opaque, then lightened (light) or darkened (dark).
    borderBottom: `1px solid ${light ? theme.lighten(theme.alpha(palette.divider, 1), 0.88) : theme.darken(theme.alpha(palette.divider, 1), 0.68)}`,
    textAlign: 'left',
    padding: '6px 16px',
    color: palette.text.primary,
  };
  return {
    row: {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      outline: 0,
      '&:hover': { backgroundColor: palette.action.hover },
    },
    cell,
    action: {
      ...buttonBase,
      flex: '0 0 auto',
      padding: 5,
      borderRadius: '50%',
      textAlign: 'center',
      fontSize: typography.pxToRem(18),
      color: palette.action.active,
      '--row-action-hover': hover(palette.action.active),
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '&:hover': hoverTint('var(--row-action-hover)'),
      ...colors,
      // The theme's ring, over the hover's tint where MUI pulses its ripple.
      '&:focus-visible': { ...focusRing(theme), backgroundColor: 'var(--row-action-hover)' },
      '&:disabled': { backgroundColor: 'transparent', color: palette.action.disabled, pointerEvents: 'none', cursor: 'default' },
    },
    // A row action's icon (smallIcon).
    icon: smallIconLook(theme),
    // MUI's TableCell with checkbox padding in a small table; doubled, as MUI's state class is, so
    // the table's own cell padding does not win over it.
    selectCell: {
      '&&': { width: 24, paddingTop: 0, paddingBottom: 0, paddingLeft: 16, paddingRight: 12 },
    },
    // MUI's small Checkbox (primary) as a small table's checkbox cell holds it: without padding.
    checkbox: {
      ...buttonBase,
      borderRadius: '50%',
      color: palette.text.secondary,
      '&:hover': hoverTint(hover(palette.primary.main)),
      '&[data-checked]': { color: palette.primary.main },
      '&:has(> input:focus-visible)': { ...focusRing(theme), backgroundColor: hover(palette.primary.main) },
    },
    checkboxInput: input,
    // MUI's Switch (medium, primary): a root holding the moving base (with the checkbox over it and
    // the thumb in it) and the track. `data-checked` on the base says it is on.
    switch: {
      display: 'inline-flex',
      width: 58,
      height: 38,
      overflow: 'hidden',
      padding: 12,
      boxSizing: 'border-box',
      position: 'relative',
      flexShrink: 0,
      zIndex: 0,
      verticalAlign: 'middle',
      '@media print': { colorAdjust: 'exact' },
    },
    switchBase: {
      ...buttonBase,
      padding: 9,
      borderRadius: '50%',
      position: 'absolute',
      top: 0,
      left: 0,
      zIndex: 1,
      color: light ? palette.common.white : palette.grey[300],
      transition: theme.transitions.create(['left', 'transform'], { duration: theme.transitions.duration.shortest }),
      '&:hover': hoverTint(hover(palette.action.active)),
      '&[data-checked]': {
        transform: 'translateX(20px)',
        color: palette.primary.main,
        '&:hover': hoverTint(hover(palette.primary.main)),
        '&:has(> input:focus-visible)': { backgroundColor: hover(palette.primary.main) },
      },
      '&[data-checked] + *': { opacity: 0.5, backgroundColor: palette.primary.main },
      // The theme's ring, where MUI draws it: around the base, when the keyboard brought the focus,
      // over the hover's tint where MUI pulses its ripple.
      '&:has(> input:focus-visible)': { ...focusRing(theme), backgroundColor: hover(palette.action.active) },
    },
    switchInput: { ...input, left: '-100%', width: '300%' },
    switchThumb: {
      boxShadow: theme.shadows[1],
      backgroundColor: 'currentColor',
      boxSizing: 'border-box',
      border: '1px solid transparent',
      width: 20,
      height: 20,
      borderRadius: '50%',
    },
    switchTrack: {
      height: '100%',
      width: '100%',
      borderRadius: 7,
      zIndex: -1,
      transition: theme.transitions.create(['opacity', 'background-color'], { duration: theme.transitions.duration.shortest }),
      '@media (forced-colors: active)': { boxSizing: 'border-box', border: '1px solid ButtonBorder' },
      backgroundColor: light ? palette.common.black : palette.common.white,
      opacity: light ? 0.38 : 0.3,
    },
    // A heading: MUI's head TableCell, bolder (600) as the list asks.
    headCell: { ...cell, lineHeight: typography.pxToRem(24), fontWeight: 600 },
    // A sortable heading's link and arrow: MUI's TableSortLabel (data-active: the list is sorted by
    // it; data-direction: its order, the arrow pointing down for the descending one).
    sortLabel: {
      ...buttonBase,
      justifyContent: 'flex-start',
      flexDirection: 'inherit',
      '&:focus': { color: palette.text.secondary },
      '&:focus-visible': focusRing(theme),
      '&:hover': { color: palette.text.secondary, '& > svg': { opacity: 0.5 } },
      '&[data-active]': { color: palette.text.primary, '& > svg': { opacity: 1, color: palette.text.secondary } },
    },
    sortIcon: {
      ...smallIconLook(theme),
      fontSize: 18,
      marginRight: 4,
      marginLeft: 4,
      opacity: 0,
      transition: theme.transitions.create(['opacity', 'transform'], { duration: theme.transitions.duration.shorter }),
      transform: 'rotate(180deg)',
      '[data-direction=desc] > &': { transform: 'rotate(0deg)' },
    },
  };
}

/**
 * The classes of a list's rows (`row`, `cell`, `action`: an icon button or link whose `data-color`
 * picks its palette colour, and a switch's parts, see RowSwitch), made once for the table inside
 * `RowClasses`.
 */
export const { Provider: RowClasses, useClasses: useRowClasses } = sharedClasses('list rows', rowLook);
