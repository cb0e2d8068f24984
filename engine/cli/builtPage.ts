import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * The code of a page whose module is `source`, built for the browser with these plugins (React
 * left out, not minified): what a build plugin's tests read. The page is written in the project,
 * so its imports resolve to the project's packages, and removed once built.
 */
export async function builtPage(source: string, plugins: Plugin[]): Promise<string> {
  const dir = mkdtempSync(join(process.cwd(), 'node_modules', '.built-page-'));
  try {
    const entry = join(dir, 'entry.mjs');
    writeFileSync(entry, source);
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
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
