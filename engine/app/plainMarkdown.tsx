import { createElement, type HTMLAttributes, type ReactNode } from 'react';

/** `**bold**` and `` `code` `` spans, the only marks the form library's own messages use. */
const MARKS = /\*\*([^*]+)\*\*|`([^`]+)`/g;

function inlineMarks(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKS)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    out.push(match[1] !== undefined ? createElement('strong', { key: match.index }, match[1]) : createElement('code', { key: match.index }, match[2]));
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

type MarkdownProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; options?: unknown };

/**
 * Stands in for markdown-to-jsx, which the build maps here (vite.config.ts): the form library
 * draws markdown only in its own messages (an unsupported field, a file's name and size) and in
 * descriptions a form asks to read as markdown, which the engine never does, so the form route
 * need not carry a whole markdown parser. Bold and code spans are kept; the rest reads as written.
 */
export function Markdown({ children, options: _options, ...rest }: MarkdownProps) {
  return createElement('span', rest, typeof children === 'string' ? inlineMarks(children) : children);
}

export default Markdown;
