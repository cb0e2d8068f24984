import DOMPurify from 'dompurify';

/** Server-provided HTML, stripped of scripts, event handlers and javascript: links before it is shown. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'textarea', 'select', 'button'], FORBID_ATTR: ['style'] });
}
