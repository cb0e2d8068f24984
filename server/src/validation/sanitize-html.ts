/**
 * Server-side cleaning of rich text (content pages). Tags are rebuilt from what a
 * strict scanner recognises; anything else that starts with `<` is escaped, so a
 * malformed tag cannot turn into markup in a browser. Removed: script-like elements
 * with their content, comments, event-handler attributes (on...), and javascript:,
 * vbscript: or data: addresses (data: images excepted in src).
 */

/** Dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'template',
  'svg',
  'math',
  'xml',
]);

/** Dropped, their content kept as text. */
const DROPPED_TAGS = new Set(['base', 'meta', 'link', 'form', 'input', 'button', 'textarea', 'select', 'option']);

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'background',
  'poster',
  'data',
  'cite',
  'longdesc',
  'srcset',
  'dynsrc',
  'lowsrc',
]);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  sol: '/',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** Whether an address would run script or smuggle a document when followed. */
function unsafeUrl(value: string, attribute: string): boolean {
  // Browsers ignore control characters and whitespace inside the scheme.
  // eslint-disable-next-line no-control-regex
  const compact = decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').toLowerCase();
  if (compact.startsWith('javascript:') || compact.startsWith('vbscript:') || compact.startsWith('livescript:')) return true;
  if (compact.startsWith('data:')) return !(attribute === 'src' && /^data:image\/(png|jpe?g|gif|webp);/.test(compact));
  return false;
}

function escapeAttribute(value: string): string {
  return value.replace(/&(?![a-z]+;|#\d+;|#x[0-9a-f]+;)/gi, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface Attribute {
  readonly name: string;
  readonly value: string | undefined;
}

function cleanAttributes(attributes: readonly Attribute[]): string {
  let out = '';
  for (const { name, value } of attributes) {
    if (name.startsWith('on') || name === 'formaction' || name.startsWith('xmlns')) continue;
    if (value !== undefined) {
      if (URL_ATTRIBUTES.has(name) && unsafeUrl(value, name)) continue;
      if (name === 'style' && /expression\s*\(|javascript:|behavior\s*:|-moz-binding|url\s*\(/i.test(decodeEntities(value)))
        continue;
    }
    out += value === undefined ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;
  }
  return out;
}

interface ScannedTag {
  readonly closing: boolean;
  readonly name: string;
  readonly attributes: readonly Attribute[];
  readonly selfClosing: boolean;
  /** Index just past the closing `>`. */
  readonly end: number;
}

const SPACE = /\s/;
const NAME_STOP = /[\s"'<>/=]/;
const TAG_NAME = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)/y;

/** Reads one tag at `from` in a single pass; undefined when it is not a well-formed tag. */
function scanTag(html: string, from: number): ScannedTag | undefined {
  TAG_NAME.lastIndex = from;
  const head = TAG_NAME.exec(html);
  if (!head) return undefined;
  let at = from + head[0].length;
  const next = html[at];
  if (next !== undefined && !SPACE.test(next) && next !== '/' && next !== '>') return undefined;
  const attributes: Attribute[] = [];
  let selfClosing = false;
  for (;;) {
    let sawSlash = false;
    while (at < html.length && (SPACE.test(html[at] ?? '') || html[at] === '/')) {
      sawSlash = html[at] === '/';
      at += 1;
    }
    if (at >= html.length) return undefined;
    if (html[at] === '>') {
      selfClosing = sawSlash;
      at += 1;
      break;
    }
    const nameStart = at;
    while (at < html.length && !NAME_STOP.test(html[at] ?? '')) at += 1;
    if (at === nameStart) return undefined;
    const name = html.slice(nameStart, at).toLowerCase();
    let afterName = at;
    while (afterName < html.length && SPACE.test(html[afterName] ?? '')) afterName += 1;
    if (html[afterName] !== '=') {
      attributes.push({ name, value: undefined });
      continue;
    }
    at = afterName + 1;
    while (at < html.length && SPACE.test(html[at] ?? '')) at += 1;
    const quote = html[at];
    // No state reads past the next '<': every scan ends before the next tag starts, which keeps
    // the whole pass linear. A '<' inside a value makes the tag malformed (editors write &lt;).
    if (quote === '"' || quote === "'") {
      let close = at + 1;
      while (close < html.length && html[close] !== quote && html[close] !== '<') close += 1;
      if (html[close] !== quote) return undefined;
      attributes.push({ name, value: html.slice(at + 1, close) });
      at = close + 1;
    } else {
      const valueStart = at;
      while (at < html.length && !SPACE.test(html[at] ?? '') && html[at] !== '>' && html[at] !== '<') at += 1;
      if (at === valueStart) return undefined;
      attributes.push({ name, value: html.slice(valueStart, at) });
    }
  }
  return { closing: head[1] === '/', name: (head[2] ?? '').toLowerCase(), attributes, selfClosing, end: at };
}

function skipDroppedElement(html: string, from: number, tag: string): number {
  const close = new RegExp(`</${tag}[\\s/>]`, 'ig');
  close.lastIndex = from;
  const match = close.exec(html);
  if (!match) return html.length;
  const end = html.indexOf('>', match.index);
  return end === -1 ? html.length : end + 1;
}

export function sanitizeHtml(html: string): string {
  let out = '';
  let at = 0;
  while (at < html.length) {
    const next = html.indexOf('<', at);
    if (next === -1) {
      out += html.slice(at);
      break;
    }
    out += html.slice(at, next);
    at = next;
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4);
      at = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', at) || html.startsWith('<?', at)) {
      const end = html.indexOf('>', at);
      at = end === -1 ? html.length : end + 1;
      continue;
    }
    const tag = scanTag(html, at);
    if (!tag) {
      out += '&lt;';
      at += 1;
      continue;
    }
    at = tag.end;
    if (DROPPED_WITH_CONTENT.has(tag.name)) {
      if (!tag.closing && !tag.selfClosing) at = skipDroppedElement(html, at, tag.name);
      continue;
    }
    if (DROPPED_TAGS.has(tag.name)) continue;
    out += tag.closing
      ? `</${tag.name}>`
      : `<${tag.name}${cleanAttributes(tag.attributes)}${tag.selfClosing ? ' /' : ''}>`;
  }
  return out;
}
