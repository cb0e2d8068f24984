import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { dropUnusedComponents, productionFileOf, routerProductionPlugin } from './viteRouterProductionPlugin.mjs';

const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve('react-router/package.json')), 'dist');

/** What a build of a module drawing only React Router's `Link` holds of the router, with or without the plugin. */
async function bundledLink(withPlugin: boolean): Promise<string> {
  const entry = '\0entry';
  const bundle = await rolldown({
    input: entry,
    logLevel: 'silent',
    external: (id) => id === 'react' || id === 'react-dom' || id.startsWith('react/') || id.startsWith('react-dom/'),
    plugins: [
      { name: 'entry', resolveId: (id) => (id === entry ? id : null), load: (id) => (id === entry ? "import { Link } from 'react-router';\nexport { Link };\n" : null) },
      ...(withPlugin ? [routerProductionPlugin()] : []),
    ],
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  return output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
}

describe('routerProductionPlugin', () => {
  it("resolves React Router's two entries to its production files, whose development warnings are off", () => {
    for (const source of ['react-router', 'react-router/dom']) {
      const file = productionFileOf(source);
      expect(file, source).toContain(join('dist', 'production'));
      expect(existsSync(file ?? ''), source).toBe(true);
    }
    const chunks = readFileSync(productionFileOf('react-router') ?? '', 'utf8').match(/"\.\/(chunk-[\w-]+\.mjs)"/g) ?? [];
    const warnings = chunks.map((name) => readFileSync(join(dist, 'production', name.slice(3, -1)), 'utf8')).join('\n');
    expect(warnings).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(productionFileOf('react-router-dom')).toBeNull();
    expect(productionFileOf('react')).toBeNull();
  });

  it('drops the components a build does not draw: a module drawing only Link carries no form, navigation link or scroll restoration', async () => {
    const without = await bundledLink(false);
    const withPlugin = await bundledLink(true);
    // The scroll restoration's storage key and the navigation link's class callback are theirs alone.
    for (const code of [without, withPlugin]) expect(code).toContain('forwardRef');
    expect(without).toContain('react-router-scroll-positions');
    expect(withPlugin).not.toContain('react-router-scroll-positions');
    expect(withPlugin).not.toContain('NavLinkWithRef');
    expect(withPlugin).not.toContain('ENABLE_DEV_WARNINGS = true');
    expect(withPlugin.length).toBeLessThan(without.length * 0.9);
  }, 30_000);

  it('takes out only the names for the developer tools and marks only components made at the top of the module', () => {
    const code = 'var Link = React10.forwardRef(function LinkWithRef() {});\nLink.displayName = "Link";\nfunction f() {\n  inner.displayName = "kept";\n}\n';
    expect(dropUnusedComponents(code)).toBe('var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});\nfunction f() {\n  inner.displayName = "kept";\n}\n');
    expect(dropUnusedComponents('export const x = 1;\n')).toBeNull();
    // Twice in a row, as the build calls it for each file.
    expect(dropUnusedComponents(code)).toBe(dropUnusedComponents(code));
  });
});
