import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';

/**
 * MUI 9's ButtonBase reset, which MUI's buttons, list entries, switches and checkboxes start from:
 * a plain button or link drawn as one of them (see sharedClasses) starts from it too, then says
 * what its kind changes.
 */
export const buttonBase: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  borderRadius: 0,
  padding: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  appearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  '@media print': { colorAdjust: 'exact' },
};

/** MUI's hover: a tint under the pointer, none on a touch screen (where a tap would leave it on). */
export function hoverTint(color: string): CSSObject {
  return { backgroundColor: color, '@media (hover: none)': { backgroundColor: 'transparent' } };
}

/** The theme's keyboard focus ring (createAppTheme draws it on MUI's buttons). */
export function focusRing(theme: Theme, offset = 2): CSSObject {
  return { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: offset };
}
