// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readAppUrl } from './app-url.js';

describe('readAppUrl', () => {
  it('defaults to the bound address, a wildcard shown as the loopback', () => {
    expect(readAppUrl(undefined, '127.0.0.1', 8080)).toBe('http://127.0.0.1:8080');
    expect(readAppUrl('  ', '0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(readAppUrl(undefined, '::1', 8080)).toBe('http://[::1]:8080');
  });

  it('keeps an origin and a path, without the trailing slash', () => {
    expect(readAppUrl('https://admin.example.com/', '127.0.0.1', 8080)).toBe('https://admin.example.com');
    expect(readAppUrl('https://example.com:8443/admin/', '127.0.0.1', 8080)).toBe('https://example.com:8443/admin');
  });

  it('stops the start on anything but a plain http(s) address', () => {
    for (const bad of ['admin.example.com', 'javascript:alert(1)', 'ftp://example.com', 'https://u:p@example.com', 'https://example.com/?a=1', 'https://example.com/#x']) {
      expect(() => readAppUrl(bad, '127.0.0.1', 8080), bad).toThrow(/APP_URL/);
    }
  });
});
