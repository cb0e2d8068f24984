import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction, ThemeMode } from '../session/session';
import { FONT_STACK, palettes } from './palette';

export type { Direction };

/** The dashboard's look: a deep teal primary with indigo accents, light or dark. */
export function createAppTheme(mode: ThemeMode, direction: Direction): Theme {
  const dark = mode === 'dark_theme';
  return createTheme({
    direction,
    // Text on a coloured fill (a red delete button) keeps WCAG's 4.5:1.
    palette: { mode: dark ? 'dark' : 'light', contrastThreshold: 4.5, ...palettes[mode] },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 600 },
      // Arabic has no capitals, and upper-cased English labels read as shouting.
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // Keyboard focus is drawn as a ring on every button, link, switch and menu entry: MUI's
      // own sign is a faint ripple that is hard to see, above all on a filled button.
      MuiButtonBase: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 } }),
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiPaper: { styleOverrides: { rounded: { backgroundImage: 'none' } } },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: { root: ({ theme }) => ({ borderBottom: `1px solid ${theme.palette.divider}`, backgroundImage: 'none' }) },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: ({ theme }) => ({ border: `1px solid ${theme.palette.divider}` }) },
      },
      MuiDrawer: { styleOverrides: { paper: { backgroundImage: 'none' } } },
      MuiListItemButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            borderRadius: theme.shape.borderRadius,
            marginBlock: 2,
            '&.Mui-selected': {
              backgroundColor: theme.palette.primary.main,
              color: theme.palette.primary.contrastText,
              '& .MuiListItemIcon-root': { color: 'inherit' },
              '&:hover': { backgroundColor: theme.palette.primary.dark },
              // MUI lightens a focused selected entry under its light text: it stays dark.
              '&.Mui-focusVisible': { backgroundColor: theme.palette.primary.dark, outlineColor: theme.palette.primary.contrastText },
            },
            // Inside the scrolling menu the ring is drawn within the entry, where nothing clips it.
            '&.Mui-focusVisible': { outlineOffset: -2 },
          }),
        },
      },
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // A stack's spacing is the flex gap, not a margin on each child after the first. MUI's margin
      // rule (`.stack > :not(style) ~ :not(style)`) matches any element after a sibling, so the
      // browser restyled everything after any element put into or taken out of the page, however
      // far from a stack: showing the refresh bar over a list of 1,000 rows restyled its 31,000
      // elements (some 200 ms on a desktop, in one task).
      MuiStack: { defaultProps: { useFlexGap: true } },
      MuiDialog: { defaultProps: { fullWidth: true, maxWidth: 'sm' } },
      // While a panel or menu group slides open, it clips what is not shown yet. With `hidden`,
      // a field focused in that moment scrolls the clipping box, and the whole content then
      // slides back down under the pointer as the box grows: a press on Search could start on
      // the button and end beside it. `clip` clips the same without being scrollable.
      MuiCollapse: { styleOverrides: { root: { '&:not(.MuiCollapse-entered)': { overflow: 'clip' } } } },
    },
  });
}
