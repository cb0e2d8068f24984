import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPage } from './builtPage';
import { measureOnlyWhenOpen, muiClosedPopupPlugin } from './viteMuiClosedPopupPlugin.mjs';

const require = createRequire(import.meta.url);
const autocompleteFiles = ['Autocomplete.mjs', 'Autocomplete.js'].map((name) => join(require.resolve('@mui/material/package.json'), '..', 'Autocomplete', name));

// A page that draws MUI's Autocomplete.
const page = `export { default } from '@mui/material/Autocomplete';`;

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
    const [patched, plain] = await Promise.all([builtPage(page, [muiClosedPopupPlugin()]), builtPage(page, [])]);
    expect(patched).toMatch(/width: \w+ && \w+ \? \w+\.clientWidth : null/);
    expect(plain).toMatch(/width: \w+ \? \w+\.clientWidth : null/);
  });
});
