import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { sharedClasses } from '../app/sharedClasses';

type PageSizePart = 'field' | 'label' | 'select' | 'arrow' | 'outline' | 'notch';

/**
 * The rows-per-page field as MUI 9 draws a small outlined NativeSelect under a raised InputLabel
 * in a FormControl: plain elements sharing these classes, rather than MUI's input stack (InputBase,
 * OutlinedInput, FormControl, FormLabel and the rest, some 4 KB gzip that nothing else on a list's
 * first screen uses). The select and its outline (MUI's too is a fieldset, whose legend leaves the
 * label's gap in the top border) share one grid cell, so the field is as wide as the wider of the
 * select and the legend: MUI's field needed a hidden copy of its label for that.
 */
function pageSizeLook(theme: Theme): Record<PageSizePart, CSSObject> {
  const { palette, shape, typography, transitions } = theme;
  const border = palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
  return {
    field: {
      ...(typography.body1 as CSSObject),
      // MUI's input line: 23 px at the theme's 16 px.
      lineHeight: '1.4375em',
      display: 'inline-grid',
      position: 'relative',
      boxSizing: 'border-box',
      minWidth: 120,
      margin: 0,
      verticalAlign: 'top',
      color: palette.text.primary,
      borderRadius: shape.borderRadius,
    },
    // MUI's raised label: the field's font at 75 %, its middle on the top border.
    label: {
      ...(typography.body1 as CSSObject),
      lineHeight: '1.4375em',
      display: 'block',
      position: 'absolute',
      top: 0,
      left: 0,
      zIndex: 1,
      padding: 0,
      transform: 'translate(14px, -9px) scale(0.75)',
      transformOrigin: 'top left',
      // About the field's width less 24 px, once scaled.
      maxWidth: 'calc(133% - 32px)',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      userSelect: 'none',
      color: palette.text.secondary,
      transition: transitions.create('color', { duration: transitions.duration.shorter, easing: transitions.easing.easeOut }),
      // In the primary colour while the select has the focus (`*`: emotion reads a selector
      // opening with a colon as a state of the class itself).
      '*:focus-within > &': { color: palette.primary.main },
    },
    select: {
      // Without the platform's arrow, border and colours: the field draws its own.
      appearance: 'none',
      colorScheme: palette.mode,
      boxSizing: 'content-box',
      display: 'block',
      gridArea: '1 / 1',
      height: '1.4375em',
      minWidth: 0,
      margin: 0,
      border: 0,
      padding: '8.5px 14px',
      // Room for the arrow.
      paddingRight: 32,
      borderRadius: shape.borderRadius,
      background: 'none',
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      '&:focus': { outline: 0 },
      // The open list in the theme's colours, not the platform's white.
      '& option': { backgroundColor: palette.background.paper },
    },
    // MUI's ArrowDropDown, medium size, over the select's end; presses go through it to the select.
    arrow: {
      position: 'absolute',
      right: 7,
      top: 'calc(50% - .5em)',
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      fontSize: typography.pxToRem(24),
      fill: 'currentColor',
      color: palette.action.active,
      pointerEvents: 'none',
      userSelect: 'none',
      transition: transitions.create('fill', { duration: transitions.duration.shorter }),
    },
    // MUI's NotchedOutline, in the select's cell from 5 px above it, so that its top border runs
    // through the legend's middle.
    outline: {
      gridArea: '1 / 1',
      margin: 0,
      marginTop: -5,
      padding: '0 8px',
      textAlign: 'left',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      borderColor: border,
      overflow: 'hidden',
      // Hover, then focus over it (the same weight, written later), as MUI's states.
      'select:hover ~ &': { borderColor: palette.text.primary },
      '@media (hover: none)': { 'select:hover ~ &': { borderColor: border } },
      // The thicker border takes its pixels from the padding after the legend: the field keeps
      // its width and the notch moves as MUI's does.
      'select:focus ~ &': { borderWidth: 2, paddingRight: 6, borderColor: palette.primary.main },
    },
    // The unseen legend, the label at the label's size with 5 px each side: the gap in the top border.
    notch: {
      float: 'unset',
      width: 'auto',
      maxWidth: '100%',
      display: 'block',
      height: 11,
      padding: '0 5px',
      fontSize: '0.75em',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      visibility: 'hidden',
    },
  };
}

/** The classes of a list's rows-per-page field, made once inside `PageSizeClasses`. */
export const { Provider: PageSizeClasses, useClasses: usePageSizeClasses } = sharedClasses('page size', pageSizeLook);
