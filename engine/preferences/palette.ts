import type { ThemeMode } from '../session/session';

/**
 * The dashboard's colours, light and dark: MUI's theme is made from them (createAppTheme), and
 * the sign-in page, drawn without MUI, reads the same ones as CSS variables.
 */
export const palettes = {
  light_theme: {
    primary: { main: '#0f766e', dark: '#115e59', light: '#14b8a6', contrastText: '#ffffff' },
    secondary: { main: '#4f46e5', contrastText: '#ffffff' },
    // MUI's own light red, named so the sign-in page marks a refused field in the same colour.
    error: { main: '#d32f2f', dark: '#c62828', light: '#ef5350' },
    background: { default: '#f3f6f9', paper: '#ffffff' },
    divider: 'rgba(15, 23, 42, 0.08)',
    text: { primary: '#0f172a', secondary: '#475569' },
  },
  dark_theme: {
    primary: { main: '#2dd4bf', dark: '#14b8a6', light: '#5eead4', contrastText: '#042f2e' },
    secondary: { main: '#a5b4fc', contrastText: '#1e1b4b' },
    // MUI's dark red (#f44336) falls under 4.5:1 as text on a hovered row; this one keeps it.
    error: { main: '#f87171', dark: '#ef4444', light: '#fca5a5' },
    background: { default: '#0b1220', paper: '#111a2b' },
    divider: 'rgba(148, 163, 184, 0.16)',
    text: { primary: '#e2e8f0', secondary: '#94a3b8' },
  },
} as const satisfies Record<ThemeMode, unknown>;

/** System fonts that render Arabic well; nothing is downloaded. */
export const FONT_STACK = '"Segoe UI", Tahoma, "Noto Sans Arabic", "Noto Sans", system-ui, -apple-system, Roboto, Arial, sans-serif';

/** The palette as CSS custom properties (`--primary`, `--paper`...), for a part drawn without MUI. */
export function paletteVariables(mode: ThemeMode): Record<`--${string}`, string> {
  const palette = palettes[mode];
  return {
    '--primary': palette.primary.main,
    '--primary-dark': palette.primary.dark,
    '--on-primary': palette.primary.contrastText,
    '--secondary': palette.secondary.main,
    '--error': palette.error.main,
    '--background': palette.background.default,
    '--paper': palette.background.paper,
    '--divider': palette.divider,
    '--text': palette.text.primary,
    '--text-secondary': palette.text.secondary,
    '--font': FONT_STACK,
  };
}
