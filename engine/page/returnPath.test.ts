import { describe, expect, it } from 'vitest';
import { readSignInQuery, safeReturnPath, signInPath } from './returnPath';

describe('the page signing in returns to', () => {
  it('keeps a path inside the dashboard with its query and hash', () => {
    expect(safeReturnPath('/banks/edit/3?tab=1#x')).toBe('/banks/edit/3?tab=1#x');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/banks'],
    ['a backslash address', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,hi'],
    ['a tab disguising an address', '/\t/evil.example'],
    ['a relative path', 'banks/all'],
    ['the sign-in page itself', '/?next=/home'],
    ['nothing', ''],
  ])('refuses %s', (_label, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('builds the sign-in address and reads it back', () => {
    const address = signInPath('/banks/edit/3?tab=1', true);
    expect(readSignInQuery(address.slice(address.indexOf('?')))).toEqual({ returnTo: '/banks/edit/3?tab=1', ended: true });
    expect(signInPath('/home', false)).toBe('/');
    expect(signInPath('//evil.example', true)).toBe('/?session=ended');
  });
});
