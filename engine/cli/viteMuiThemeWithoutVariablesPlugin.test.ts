import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtPage } from './builtPage';
import { muiThemeWithoutVariablesPlugin } from './viteMuiThemeWithoutVariablesPlugin.mjs';

// A page that makes a theme and provides it, as the dashboard does (engine/app/createAppTheme.ts, Providers.tsx).
const page = `import { createElement } from 'react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
export const page = (mode) => createElement(ThemeProvider, { theme: createTheme({ palette: { mode } }) });
export const withVariables = () => createTheme({ cssVariables: true });`;

describe('muiThemeWithoutVariablesPlugin', () => {
  it('leaves MUI’s CSS-variables theme out of the build, and a theme that asks for it is refused by name', async () => {
    const [without, whole] = await Promise.all([builtPage(page, [muiThemeWithoutVariablesPlugin()]), builtPage(page, [])]);
    // The colour-scheme switcher's storage key is in that code only.
    expect(whole).toContain('mui-color-scheme');
    expect(without).not.toContain('mui-color-scheme');
    expect(gzipSync(whole).length - gzipSync(without).length).toBeGreaterThan(5 * 1024);
    expect(without).toContain('built without MUI’s CSS variables');
  }, 60_000);
});
