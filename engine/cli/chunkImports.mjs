// The build's chunk graph, for the plugins that write chunk files into a document.

/**
 * A collector over a bundle's chunks: `add(chunk)` takes the chunk and every chunk it imports,
 * each once; `files` lists their file names in the order reached.
 * @param {Array<{ fileName: string, imports: string[] }>} chunks
 */
export function chunkImports(chunks) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set();
  const add = (chunk) => {
    if (found.has(chunk.fileName)) return;
    found.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byName.get(imported);
      if (next) add(next);
    }
  };
  return { add, files: found };
}
