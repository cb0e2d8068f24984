// Vite plugin: a second document of the dashboard written as index.html with another entry.
//
// The sign-in page has a document of its own (signin.html, served at the dashboard's first
// address) that loads its own entry; everything else in it (the head, the frame drawn before the
// code arrives) is index.html's. The file itself holds only its entry's script tag; the build and
// the dev server read it as index.html with that tag in place of index.html's entry.
import fs from 'node:fs';
import path from 'node:path';

/** @import { Plugin } from 'vite' */

const ENTRY_TAG = /<script type="module" src="[^"]+"><\/script>/;

/**
 * index.html's text with its entry's script tag replaced by the one in `stub`.
 * @param {string} indexHtml
 * @param {string} stub
 * @returns {string}
 */
export function secondDocument(indexHtml, stub) {
  const entry = stub.match(ENTRY_TAG);
  if (!entry) throw new Error('The document names no entry: it needs one <script type="module" src="..."></script>');
  if (!ENTRY_TAG.test(indexHtml)) throw new Error('index.html names no entry (<script type="module" src="..."></script>)');
  return indexHtml.replace(ENTRY_TAG, entry[0]);
}

/**
 * @param {{ documents: string[] }} options the HTML files (beside index.html) written this way
 * @returns {Plugin}
 */
export function secondDocumentPlugin({ documents }) {
  let root = process.cwd();
  const names = new Set(documents.map((file) => path.basename(file)));
  return {
    name: 'dashboard-second-document',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (!names.has(path.basename(context.filename))) return html;
        return secondDocument(fs.readFileSync(path.join(root, 'index.html'), 'utf8'), html);
      },
    },
  };
}
