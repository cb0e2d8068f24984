// Vite plugin: the document names the code of what a page may open next, for the page to fetch
// and compile, unevaluated, once it is idle.
//
// A list's links open its form or a record's page, and its row actions name themselves in a
// tooltip; each is its own lazily loaded chunk with the chunks it imports. The build knows those
// files, the page does not: this writes them into the document as JSON in a meta element's
// content (`<meta name="chunks-ahead" content="…">`: no script element, inline or not, enters the
// page but the build's files), one list of addresses per group.
// engine/app/chunksAhead.ts reads it and links each file as a module preload.
import { chunkImports } from './chunkImports.mjs';

/**
 * @param {{ document: string, groups: Record<string, string[]> }} options the document's file name
 * in the build (`index.html`) and, per group, the modules (paths or package specifiers) whose
 * lazily loaded chunks, with every chunk they import, the group names.
 */
export function aheadChunksPlugin({ document, groups }) {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'dashboard-ahead-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle[document];
        if (html?.type !== 'asset') return;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const files = {};
        for (const [group, modules] of Object.entries(groups)) {
          const { add, files: found } = chunkImports(chunks);
          for (const module of modules) {
            const resolved = await this.resolve(module, `${root}/index.html`);
            const id = resolved?.id.split('?')[0];
            // The chunk the module starts, else (a module re-exporting another, shared with other code) the one holding it.
            const entry = id && (chunks.find((chunk) => chunk.facadeModuleId?.split('?')[0] === id) ?? chunks.find((chunk) => chunk.moduleIds.some((held) => held.split('?')[0] === id)));
            if (!entry) this.error(`aheadChunksPlugin: no chunk holds ${module} (group ${group})`);
            add(entry);
          }
          files[group] = [...found].map((fileName) => `${base}${fileName}`);
        }
        // Written as an attribute's text: the data cannot end the attribute or the element.
        const data = JSON.stringify(files).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
        const block = `<meta name="chunks-ahead" content="${data}">`;
        html.source = String(html.source).replace(/\n(\s*)<\/head>/, (end, indent) => `\n${indent}  ${block}${end}`);
      },
    },
  };
}
