// Vite plugin: a small stylesheet a document links is written into the document itself.
//
// The sign-in page's document links its page's CSS (engine/auth/signIn.css, under 2 KB gzipped).
// As a <link> in the head it holds back the first paint, the product's frame included, until it
// has arrived, a round trip on a slow phone; inline, the frame paints with the document and the
// page needs one request less. The CSP allows inline styles (server/src/http/dashboard-static.ts).
// The file stays in the build for the chunks that load it themselves.

/** @import { Plugin } from 'vite' */

/** Larger stylesheets stay linked: inline they would be downloaded again with every document. */
const INLINE_LIMIT_BYTES = 16 * 1024;

/** @returns {Plugin} */
export function inlineCssPlugin() {
  let base = '/';
  return {
    name: 'dashboard-inline-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const html of Object.values(bundle)) {
          if (html.type !== 'asset' || !html.fileName.endsWith('.html')) continue;
          html.source = String(html.source).replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g, (link, href) => {
            const css = href.startsWith(base) ? bundle[href.slice(base.length)] : undefined;
            if (css?.type !== 'asset') return link;
            const text = String(css.source);
            return text.length <= INLINE_LIMIT_BYTES && !text.includes('</') ? `<style>${text}</style>` : link;
          });
        }
      },
    },
  };
}
