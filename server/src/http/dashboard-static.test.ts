// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../engine/cli/vitePrecompressPlugin.mjs';
import { ADMIN, createTestApp, type TestApp } from '../testing/harness.js';
import { CONNECT_SRC_VARIABLE, dashboardHeaders, dashboardPolicy, extraConnectSources } from './dashboard-static.js';

/** The policy's directives by name, each with its sources. */
function directives(policy: string): Map<string, readonly string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the dashboard policy', () => {
  const policy = directives(dashboardPolicy());

  it('lets scripts come only from the dashboard itself', () => {
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('allows inline styles, pictures from data:, blob: and https:, the chime and same-origin connections', () => {
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(policy.get('media-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it(`adds the connect sources ${CONNECT_SRC_VARIABLE} names`, () => {
    const headers = dashboardHeaders({ [CONNECT_SRC_VARIABLE]: 'wss://ws-mt1.pusher.com, https://api.example.com:8443  wss://*.example.com' });
    expect(directives(headers['Content-Security-Policy'] ?? '').get('connect-src')).toEqual(["'self'", 'wss://ws-mt1.pusher.com', 'https://api.example.com:8443', 'wss://*.example.com']);
    expect(extraConnectSources('wss:')).toEqual(['wss:']);
    expect(extraConnectSources(undefined)).toEqual([]);
    expect(extraConnectSources('  ')).toEqual([]);
  });

  it('refuses a connect source that could change the rest of the policy', () => {
    for (const bad of ["'unsafe-inline'", 'wss://a.example.com;script-src', 'https://a.example.com/x;', '*', "'self'"]) {
      expect(() => extraConnectSources(bad), bad).toThrow(CONNECT_SRC_VARIABLE);
    }
  });
});

const BIG_SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, index) => `{ id: ${index}, name: "row ${index}" }`).join(', ')}];`;

describe('serving the built dashboard', () => {
  let ctx: TestApp;
  const build = mkdtempSync(join(tmpdir(), 'dashboard-build-'));

  beforeAll(async () => {
    mkdirSync(join(build, 'assets'), { recursive: true });
    writeFileSync(join(build, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/dashboard/assets/app.js"></script>');
    writeFileSync(join(build, 'assets', 'app.js'), 'export {};');
    // A chunk large enough to be worth compressing, compressed as the build does it.
    writeFileSync(join(build, 'assets', 'big.js'), BIG_SCRIPT);
    precompressFolder(build);
    ctx = await createTestApp({ staticDir: build });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(build, { recursive: true, force: true });
  });

  const expectSecurityHeaders = (headers: Record<string, unknown>): void => {
    expect(headers['content-security-policy']).toBe(dashboardPolicy());
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
  };

  it('sends the policy with index.html', async () => {
    const answer = await ctx.client.get('/dashboard/');
    expect(answer.status).toBe(200);
    expect(String(answer.headers['content-type'])).toContain('text/html');
    expectSecurityHeaders(answer.headers);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('sends the policy with the shell of a route the single-page app handles', async () => {
    const answer = await ctx.client.get('/dashboard/banks/all?name=x');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('id="root"');
    expectSecurityHeaders(answer.headers);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('sends nosniff and the referrer policy with the built files', async () => {
    const answer = await ctx.client.get('/dashboard/assets/app.js');
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer.headers);
    expect(answer.headers['cache-control']).toContain('immutable');
  });

  const fetchAsset = (url: string, acceptEncoding?: string) => ctx.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the brotli copy of a built file to a browser that accepts it, and gzip to one that takes only gzip', async () => {
    const brotli = await fetchAsset('/dashboard/assets/big.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers['content-type'])).toContain('javascript');
    expect(brotli.headers['vary']).toContain('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 4);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);

    const gzip = await fetchAsset('/dashboard/assets/big.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await fetchAsset('/dashboard/assets/big.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('sends a small file as it is, and the shell uncached', async () => {
    const small = await fetchAsset('/dashboard/assets/app.js', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export {};');
    const shell = await fetchAsset('/dashboard/orders/all', 'br');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.body).toContain('id="root"');
  });
});

describe('compressed API answers', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('compresses a large answer for a client that accepts it and leaves a small one alone', async () => {
    const token = await ctx.client.login(ADMIN);
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/banks?per_page=100', headers: { ...headers, 'accept-encoding': 'gzip, br' } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(list.rawPayload).toString()) as { data: unknown[] };
    expect(body.data.length).toBeGreaterThan(5);
    expect(list.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 3);

    const plain = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/banks?per_page=100', headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(body);

    const small = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/check-permission?name=banks', headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
