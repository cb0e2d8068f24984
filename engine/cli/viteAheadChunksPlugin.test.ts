import { describe, expect, it } from 'vitest';
import { aheadChunksPlugin } from './viteAheadChunksPlugin.mjs';

interface FakeChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

const chunk = (fileName: string, modules: string[], imports: string[] = [], facade = true): FakeChunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId: facade ? (modules[0] ?? null) : null,
  moduleIds: modules,
  imports,
});

/** Runs the plugin's bundle step over a built document and its chunks; returns the document. */
async function written(groups: Record<string, string[]>, chunks: FakeChunk[]): Promise<string> {
  const plugin = aheadChunksPlugin({ document: 'index.html', groups }) as unknown as {
    configResolved: (config: { base: string; root: string }) => void;
    generateBundle: { handler: (this: unknown, options: unknown, bundle: Record<string, unknown>) => Promise<void> };
  };
  plugin.configResolved({ base: '/dashboard/', root: '/app' });
  const html = { type: 'asset', source: '<html>\n  <head>\n    <title>x</title>\n  </head>\n</html>' };
  const bundle: Record<string, unknown> = { 'index.html': html, ...Object.fromEntries(chunks.map((c) => [c.fileName, c])) };
  const context = {
    resolve: async (module: string) => ({ id: module.startsWith('/') ? module : `/app/node_modules/${module}/index.mjs` }),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  await plugin.generateBundle.handler.call(context, {}, bundle);
  return html.source;
}

/** The meta element's content, read as a browser reads an attribute. */
const aheadOf = (html: string) =>
  JSON.parse(
    (/<meta name="chunks-ahead" content="([^"]*)">/.exec(html)?.[1] ?? 'null')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );

describe('aheadChunksPlugin', () => {
  const chunks = [
    chunk('assets/FormScreen-a.js', ['/app/engine/form/FormScreen.tsx'], ['assets/mui-b.js', 'assets/react-c.js']),
    chunk('assets/mui-b.js', ['/app/node_modules/mui/x.js'], ['assets/react-c.js']),
    chunk('assets/react-c.js', ['/app/node_modules/react/index.js']),
    chunk('assets/Tooltip-d.js', ['/app/node_modules/@mui/material/Tooltip/Tooltip.mjs', '/app/node_modules/@mui/material/Tooltip/index.mjs'], ['assets/react-c.js'], false),
  ];

  it('names in the document each group’s chunk with every chunk it imports, under the site’s base', async () => {
    const html = await written({ form: ['/app/engine/form/FormScreen.tsx'], tooltip: ['@mui/material/Tooltip'] }, chunks);
    expect(aheadOf(html)).toEqual({
      form: ['/dashboard/assets/FormScreen-a.js', '/dashboard/assets/mui-b.js', '/dashboard/assets/react-c.js'],
      // A module shared with other code: the chunk holding it.
      tooltip: ['/dashboard/assets/Tooltip-d.js', '/dashboard/assets/react-c.js'],
    });
    expect(html).toMatch(/">\n {2}<\/head>/);
    expect(html).not.toContain('<script');
  });

  it('fails the build, naming the module, when no chunk holds it', async () => {
    await expect(written({ show: ['/app/engine/show/ShowScreen.tsx'] }, chunks)).rejects.toThrow(/no chunk holds \/app\/engine\/show\/ShowScreen\.tsx \(group show\)/);
  });

  it('writes data that cannot end its attribute or its element', async () => {
    const html = await written({ form: ['/app/engine/form/FormScreen.tsx'] }, [chunk('assets/"><script>x&-a.js', ['/app/engine/form/FormScreen.tsx'])]);
    expect(html).not.toContain('<script');
    expect(aheadOf(html)).toEqual({ form: ['/dashboard/assets/"><script>x&-a.js'] });
  });
});
