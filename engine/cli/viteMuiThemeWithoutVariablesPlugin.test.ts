import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { muiThemeWithoutVariablesPlugin } from './viteMuiThemeWithoutVariablesPlugin.mjs';

// A page that makes a theme and provides it, as the dashboard does (engine/app/createAppTheme.ts,
// Providers.tsx); in the project, so its imports resolve to the project's packages.
const dir = mkdtempSync(join(process.cwd(), 'node_modules', '.mui-theme-test-'));
const entry = join(dir, 'entry.mjs');
writeFileSync(
  entry,
  `import { createElement } from 'react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
export const page = (mode) => createElement(ThemeProvider, { theme: createTheme({ palette: { mode } }) });
export const withVariables = () => createTheme({ cssVariables: true });`,
);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The page built for the browser, React left out; with or without the plugin. */
async function built(plugins: Plugin[]): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: process.cwd(),
    plugins,
    build: { write: false, lib: { entry, formats: ['es'], fileName: 'page' }, rolldownOptions: { external: [/^react/] } },
  })) as Rolldown.RolldownOutput[];
  return output
    .flatMap((out) => out.output)
    .flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.code] : []))
    .join('\n');
}

describe('muiThemeWithoutVariablesPlugin', () => {
  it('leaves MUI’s CSS-variables theme out of the build, and a theme that asks for it is refused by name', async () => {
    const [without, whole] = await Promise.all([built([muiThemeWithoutVariablesPlugin()]), built([])]);
    // The colour-scheme switcher's storage key is in that code only.
    expect(whole).toContain('mui-color-scheme');
    expect(without).not.toContain('mui-color-scheme');
    expect(gzipSync(whole).length - gzipSync(without).length).toBeGreaterThan(5 * 1024);
    expect(without).toContain('built without MUI’s CSS variables');
  }, 60_000);
});
