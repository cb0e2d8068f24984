import sanitize from 'sanitize-html';
import { STORED_UPLOAD, UPLOADS_PREFIX } from '../uploads/images.js';

/**
 * Server-side cleaning of rich text (content pages), as an allowlist of what the dashboard's
 * editor (Quill 2, engine/registries/widgets/QuillEditor.tsx) writes: headings 2 and 3, bold, italic,
 * underline, ordered and bullet lists (nested for indents), alignment, indent and direction
 * classes, and links. Anything else is dropped, the text of harmless elements kept. Quill keeps
 * its formats in classes, so no `style` is kept at all: a style can lay a fake sign-in over the
 * page or fetch outside addresses (`u\72l(...)`), whatever a blocklist looks for.
 */

/** The classes Quill's alignment, direction and indent formats write. */
const EDITOR_CLASSES = ['ql-align-center', 'ql-align-right', 'ql-align-justify', 'ql-direction-rtl', ...Array.from({ length: 8 }, (_, index) => `ql-indent-${index + 1}`)];

/** Pictures only from the server's own uploads, or carried in the text: nothing that tells another site who reads. */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i;

function isOwnPicture(src: string | undefined): boolean {
  if (src === undefined) return false;
  if (DATA_IMAGE.test(src)) return true;
  return src.startsWith(UPLOADS_PREFIX) && STORED_UPLOAD.test(src.slice(UPLOADS_PREFIX.length));
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'strong', 'em', 'u', 'ol', 'ul', 'li', 'a', 'img'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedClasses: { p: EDITOR_CLASSES, h2: EDITOR_CLASSES, h3: EDITOR_CLASSES, li: EDITOR_CLASSES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  // Dropped with everything inside: their text is code or another document, not the page's text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'svg', 'math', 'iframe', 'object', 'noembed', 'noframes', 'xmp'],
  transformTags: {
    // The same formats as older editors and pasted text spell them.
    b: 'strong',
    i: 'em',
    // A new tab gets no handle on the dashboard that opened it; `rel` is never the writer's.
    a: (tagName, attribs) => {
      const { rel: _rel, target, ...rest } = attribs;
      return {
        tagName,
        attribs: target === '_blank' ? { ...rest, rel: 'noopener noreferrer', target } : rest,
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnPicture(frame.attribs['src']),
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** Nothing but tags: the text (entities such as &nbsp; included) is blank, and no picture stands in for text. */
const TEXTLESS = { allowedTags: [], allowedAttributes: {} } satisfies sanitize.IOptions;

/**
 * Cleaned rich text that shows nothing: an emptied editor leaves its lines and formats behind
 * (`<h2></h2>`, `<p><br></p>`), which is no content for a required field.
 */
export function isBlankHtml(clean: string): boolean {
  if (/<img[\s>]/i.test(clean)) return false;
  return (
    sanitize(clean, TEXTLESS)
      .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
      .trim() === ''
  );
}
