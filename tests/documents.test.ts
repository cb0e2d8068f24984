import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { secondDocument } from '../engine/cli/viteSecondDocumentPlugin.mjs';

// The dashboard has two documents: the sign-in page's own (signin.html, served at the first
// address) and the dashboard's (index.html). The first is written as the second with another entry.
describe('the sign-in page document', () => {
  const index = readFileSync('index.html', 'utf8');
  const signIn = secondDocument(index, readFileSync('signin.html', 'utf8'));

  it("is index.html, frame and head included, with the sign-in page's entry in place of the dashboard's", () => {
    expect(index).toContain('<script type="module" src="/app/main.tsx"></script>');
    expect(signIn).toContain('<script type="module" src="/app/signIn.tsx"></script>');
    expect(signIn).not.toContain('/app/main.tsx');
    expect(signIn.replace('/app/signIn.tsx', '/app/main.tsx')).toBe(index);
  });

  it('refuses a document that names no entry, by saying so', () => {
    expect(() => secondDocument(index, '<p>no entry</p>')).toThrow(/names no entry/);
  });
});
