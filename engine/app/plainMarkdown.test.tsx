import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './plainMarkdown';

describe('Markdown (the form library’s markdown, read as text)', () => {
  it('keeps bold and code spans and shows the rest as written', () => {
    expect(renderToStaticMarkup(<Markdown>{'Unsupported field schema for field `root`: **no type**.'}</Markdown>)).toBe(
      '<span>Unsupported field schema for field <code>root</code>: <strong>no type</strong>.</span>',
    );
  });

  it('never reads markup in the text as HTML', () => {
    expect(renderToStaticMarkup(<Markdown>{'<img src=x onerror=alert(1)> # title'}</Markdown>)).toBe('<span>&lt;img src=x onerror=alert(1)&gt; # title</span>');
  });

  it('passes its attributes to the element it draws', () => {
    expect(renderToStaticMarkup(<Markdown data-testid="markdown">{'text'}</Markdown>)).toBe('<span data-testid="markdown">text</span>');
  });
});
