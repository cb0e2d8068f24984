import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { measureOnlyWhenOpen, muiClosedPopupPlugin } from './viteMuiClosedPopupPlugin.mjs';

const require = createRequire(import.meta.url);
const autocompleteFiles = ['Autocomplete.mjs', 'Autocomplete.js'].map((name) => join(require.resolve('@mui/material/package.json'), '..', 'Autocomplete', name));

// A page that draws MUI's Autocomplete; in the project, so its imports resolve to the project's packages.
const dir = mkdtempSync(join(process.cwd(), 'node_modules', '.mui-popup-test-'));
const entry = join(dir, 'entry.mjs');
writeFileSync(entry, `export { default } from '@mui/material/Autocomplete';`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function built(plugins: Plugin[]): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: process.cwd(),
    plugins,
    build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'page' }, rolldownOptions: { external: [/^react/] } },
  })) as Rolldown.RolldownOutput[];
  return output
    .flatMap((out) => out.output)
    .flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.code] : []))
    .join('\n');
}

describe('muiClosedPopupPlugin', () => {
  it('has the installed Autocomplete measure its box only while its list is open, and changes nothing else', () => {
    for (const file of autocompleteFiles) {
      const code = readFileSync(file, 'utf8');
      const changed = measureOnlyWhenOpen(code, file);
      expect(changed).toContain('width: anchorEl && popupOpen ? anchorEl.clientWidth : null');
      expect(changed).not.toContain('width: anchorEl ? anchorEl.clientWidth : null');
      expect(changed.split('\n').length).toBe(code.split('\n').length);
      expect(changed.length - code.length).toBe(' && popupOpen'.length);
    }
  });

  it('fails the build, naming itself, when MUI words the read differently', () => {
    expect(() => measureOnlyWhenOpen('const width = anchorEl.getBoundingClientRect().width;', 'Autocomplete.mjs')).toThrow(/Autocomplete\.mjs.*viteMuiClosedPopupPlugin\.mjs/);
  });

  it('is what the built page runs', async () => {
    const [patched, plain] = await Promise.all([built([muiClosedPopupPlugin()]), built([])]);
    expect(patched).toMatch(/width: \w+ && \w+ \? \w+\.clientWidth : null/);
    expect(plain).toMatch(/width: \w+ \? \w+\.clientWidth : null/);
  });
});
