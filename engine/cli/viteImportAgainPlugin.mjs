// A lazily fetched chunk whose fetch failed is asked for again at a fresh address. Some browsers
// (Chromium 150 among them) keep a failed module import for the page's life: the same address
// fails again at once even after the network is back, so an overlay, a panel or the toasts whose
// code could not be fetched would never load until a reload. Each dynamic import of a chunk in the
// built code, `import("./X.js")`, becomes one that on failure imports the same file with a query
// of its own (the same module code, never yet evaluated at that address; what it imports is the
// same). It is rewritten in the output, inside whatever the bundler appends to read the module.

/** A dynamic import of a sibling chunk, as the bundler writes it. */
const CHUNK_IMPORT = /(?<![\w$.])import\((["'`])(\.\/[^"'`\s]+?\.js)\1\)/g;

/** @returns {import('vite').Plugin} */
export function importAgainPlugin() {
  return {
    name: 'dashboard-import-again',
    apply: 'build',
    // Once the bundler has listed each import's chunks to preload (it reads the imports as written).
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          // A build with source maps (bench/chunk-contents.mjs) keeps its code as mapped.
          if (chunk.type !== 'chunk' || chunk.map) continue;
          chunk.code = chunk.code.replace(
            CHUNK_IMPORT,
            (_, quote, file) => `import(${quote}${file}${quote}).catch(()=>import(new URL(${quote}${file}${quote},import.meta.url).href+"?again="+Date.now()))`,
          );
        }
      },
    },
  };
}
