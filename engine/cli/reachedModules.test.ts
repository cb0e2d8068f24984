import { describe, expect, it } from 'vitest';
import { reachedModules } from './reachedModules.mjs';

const MUI = '/repo/node_modules/@mui/material';

/** A small module graph shaped like MUI's: an index re-exporting a theme maker, a helper that imports an input, and colours. */
function graph(startCode: string) {
  const modules: Record<string, { code: string | null; importedIds: string[]; exports?: string[] }> = {
    '/repo/app/start.ts': { code: startCode, importedIds: [`${MUI}/styles/index.mjs`] },
    [`${MUI}/styles/index.mjs`]: {
      code: [
        'import _formatErrorMessage from "@mui/utils/formatMuiErrorMessage";',
        'export { default as createTheme } from "./createTheme.mjs";',
        'export { default as enhanceHighContrast } from "./enhanceHighContrast.mjs";',
        'export * from "./colors.mjs";',
        'export * as motion from "./motion.mjs";',
        'export function makeStyles() { throw new Error(_formatErrorMessage(14)); }',
      ].join('\n'),
      importedIds: [
        '/repo/node_modules/@mui/utils/formatMuiErrorMessage/index.mjs',
        `${MUI}/styles/createTheme.mjs`,
        `${MUI}/styles/enhanceHighContrast.mjs`,
        `${MUI}/styles/colors.mjs`,
        `${MUI}/styles/motion.mjs`,
      ],
    },
    '/repo/node_modules/@mui/utils/formatMuiErrorMessage/index.mjs': { code: 'export default function f() {}', importedIds: [] },
    [`${MUI}/styles/createTheme.mjs`]: {
      code: "import deepmerge from '@mui/utils/deepmerge';\nexport default function createTheme() {}",
      importedIds: ['/repo/node_modules/@mui/utils/deepmerge/index.mjs'],
    },
    '/repo/node_modules/@mui/utils/deepmerge/index.mjs': { code: null, importedIds: ['/repo/node_modules/@mui/utils/deepmerge/cjs.js'] },
    '/repo/node_modules/@mui/utils/deepmerge/cjs.js': { code: 'module.exports = 1', importedIds: [] },
    [`${MUI}/styles/enhanceHighContrast.mjs`]: { code: 'import { inputBaseClasses } from "../InputBase/index.mjs";', importedIds: [`${MUI}/InputBase/index.mjs`] },
    [`${MUI}/InputBase/index.mjs`]: {
      code: 'export { default } from "./InputBase.mjs";\nexport { default as inputBaseClasses } from "./inputBaseClasses.mjs";',
      importedIds: [`${MUI}/InputBase/InputBase.mjs`, `${MUI}/InputBase/inputBaseClasses.mjs`],
    },
    [`${MUI}/InputBase/InputBase.mjs`]: { code: '', importedIds: [] },
    [`${MUI}/InputBase/inputBaseClasses.mjs`]: { code: '', importedIds: [] },
    [`${MUI}/styles/colors.mjs`]: { code: 'export const alpha = 1;', importedIds: [], exports: ['alpha'] },
    [`${MUI}/styles/motion.mjs`]: { code: 'export const easing = 1;', importedIds: [], exports: ['easing'] },
  };
  return (id: string) => modules[id] ?? null;
}

const reached = (startCode: string, around?: string) => [...reachedModules(['/repo/app/start.ts'], graph(startCode), around)].map((id) => id.replace('/repo/node_modules/', '')).sort();

describe('reachedModules', () => {
  it('follows the re-exports a module names and the index’s own imports, not the rest', () => {
    expect(reached("import { createTheme } from '@mui/material/styles';")).toEqual([
      '/repo/app/start.ts',
      '@mui/material/styles/createTheme.mjs',
      '@mui/material/styles/index.mjs',
      '@mui/utils/deepmerge/cjs.js',
      '@mui/utils/deepmerge/index.mjs',
      '@mui/utils/formatMuiErrorMessage/index.mjs',
    ]);
  });

  it('follows a star re-export when the module it re-exports has the name', () => {
    expect(reached("import { alpha } from '@mui/material/styles';")).toContain('@mui/material/styles/colors.mjs');
    expect(reached("import { createTheme } from '@mui/material/styles';")).not.toContain('@mui/material/styles/colors.mjs');
  });

  it('follows through an index of an index to the one module named, by a relative path', () => {
    const found = reached("import { enhanceHighContrast } from '@mui/material/styles';");
    expect(found).toContain('@mui/material/InputBase/inputBaseClasses.mjs');
    expect(found).not.toContain('@mui/material/InputBase/InputBase.mjs');
  });

  it('follows everything a namespace import, a named namespace or an unreadable import may use', () => {
    const all = reached("import * as styles from '@mui/material/styles';");
    expect(all).toContain('@mui/material/styles/enhanceHighContrast.mjs');
    expect(all).toContain('@mui/material/styles/motion.mjs');
    expect(reached("import { motion } from '@mui/material/styles';")).toContain('@mui/material/styles/motion.mjs');
    // The start's import written in a way the walk does not read: the index is followed whole.
    const unread = reached('const styles = require("@mui/material/styles");');
    expect(unread).toContain('@mui/material/styles/enhanceHighContrast.mjs');
    expect(unread).toContain('@mui/material/styles/motion.mjs');
  });

  it('stops at the module it is told to go around', () => {
    expect(reached("import { createTheme } from '@mui/material/styles';", `${MUI}/styles/index.mjs`)).toEqual(['/repo/app/start.ts']);
  });
});
