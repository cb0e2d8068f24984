// Vite plugin: the chunks every signed-in page draws with start downloading with the document.
//
// The dashboard's entry runs first what asks for the first screen (its descriptor, rows and code),
// then imports what draws it (React, MUI, the router, the shell): evaluated later, but fetched from
// the start. So the document links those chunks as module preloads, at low priority: downloaded
// beside the entry rather than a round trip after it, yet after the small files the first screen's
// rows wait for. Only the named document gets them (the sign-in page's draws none of it).
import path from 'node:path';
import { chunkImports } from './chunkImports.mjs';

/**
 * @param {{ document: string, modules: string[] }} options the document's file name in the build
 * (`index.html`) and the modules whose chunks, with every chunk they import, it preloads.
 */
export function earlyChunksPlugin({ document, modules }) {
  let base = '/';
  const wanted = new Set(modules.map((module) => path.resolve(module)));
  return {
    name: 'dashboard-early-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle[document];
        if (html?.type !== 'asset') return;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const { add, files: found } = chunkImports(chunks);
        const held = new Set();
        for (const chunk of chunks) {
          const modules = chunk.moduleIds.map((id) => path.resolve(id.split('?')[0])).filter((module) => wanted.has(module));
          for (const module of modules) held.add(module);
          if (modules.length > 0) add(chunk);
        }
        const missing = [...wanted].filter((module) => !held.has(module));
        if (missing.length > 0) this.error(`earlyChunksPlugin: no chunk holds ${missing.join(', ')}`);
        let source = String(html.source);
        const links = [...found]
          .filter((fileName) => !source.includes(`${base}${fileName}"`))
          .map((fileName) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${base}${fileName}">`);
        source = source.replace(/\n(\s*)<\/head>/, (end, indent) => `\n${indent}  ${links.join(`\n${indent}  `)}${end}`);
        html.source = source;
      },
    },
  };
}
