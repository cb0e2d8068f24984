import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The dashboard has two documents: the sign-in page's own (signin.html, served at the first
// address) and the dashboard's (index.html). Both show the same frame until their code is in.
describe('the two documents', () => {
  it('differ only by the entry they load', () => {
    const entry = /<script type="module" src="\/app\/[A-Za-z]+\.tsx"><\/script>/;
    const index = readFileSync('index.html', 'utf8');
    const signIn = readFileSync('signin.html', 'utf8');
    expect(index).toMatch(entry);
    expect(signIn).toMatch(entry);
    expect(signIn.replace(entry, '')).toBe(index.replace(entry, ''));
    expect(index).toContain('src="/app/main.tsx"');
    expect(signIn).toContain('src="/app/signIn.tsx"');
  });
});
