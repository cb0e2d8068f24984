// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from './testing/harness.js';

describe('the dashboard files', () => {
  let ctx: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'marketplace-dist-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>dashboard</title>');
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(staticDir, 'favicon.svg'), '<svg/>');
    ctx = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('redirects / and /dashboard to /dashboard/', async () => {
    for (const url of ['/', '/dashboard']) {
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBeGreaterThanOrEqual(301);
      expect(answer.statusCode).toBeLessThanOrEqual(308);
      expect(answer.headers.location).toBe('/dashboard/');
    }
  });

  it('serves index.html, never cached, for /dashboard/ and every app route', async () => {
    for (const url of ['/dashboard/', '/dashboard/index.html', '/dashboard/banks/all', '/dashboard/banks/edit/3?page=2']) {
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body).toContain('<title>dashboard</title>');
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and other files without one', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/dashboard/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ method: 'GET', url: '/dashboard/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing file instead of the app', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/dashboard/assets/missing-123.js' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: expect.any(String) });
  });
});

describe('a dashboard built with a document of the sign-in page', () => {
  let ctx: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'marketplace-dist-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>dashboard</title>');
    writeFileSync(join(staticDir, 'signin.html'), '<!doctype html><title>sign in</title>');
    ctx = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves signin.html, never cached, at the first address only; every app route gets index.html', async () => {
    for (const [url, title] of [
      ['/dashboard/', 'sign in'],
      ['/dashboard/?lang=en', 'sign in'],
      ['/dashboard/home', 'dashboard'],
      ['/dashboard/reset-password-email', 'dashboard'],
      ['/dashboard/banks/all?page=2', 'dashboard'],
    ]) {
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain(`<title>${title}</title>`);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });
});

describe('the application without a built dashboard', () => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp({ staticDir: join(tmpdir(), 'does-not-exist-marketplace') }, (app) => {
      app.get('/api/v1/test-failure', async () => {
        throw new Error('secret internals');
      });
    });
  });
  afterAll(() => ctx.close());

  it('says the dashboard is not built', async () => {
    const answer = await ctx.client.get('/dashboard/', { lang: 'en' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/npm run build/);
  });

  it('answers unknown API routes with a JSON 404 in the asked language', async () => {
    const english = await ctx.client.get('/api/v1/dashboard/nothing-here', { lang: 'en' });
    expect(english.status).toBe(404);
    expect(english.body).toEqual({ message: 'Route not found' });
    const arabic = await ctx.client.get('/api/v1/dashboard/nothing-here');
    expect(arabic.body).toEqual({ message: 'المسار غير موجود' });
    const accepted = await ctx.client.get('/api/v1/nothing', { headers: { 'accept-language': 'fr-FR, en;q=0.8' } });
    expect(accepted.body).toEqual({ message: 'Route not found' });
  });

  it('hides internal errors behind a 500 message', async () => {
    const token = await ctx.client.login(ADMIN);
    const answer = await ctx.client.get('/api/v1/test-failure', { token, lang: 'en' });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: 'Server Error' });
  });

  it('answers malformed JSON with a 400 message', async () => {
    const raw = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(raw.statusCode).toBe(400);
    expect(Object.keys(raw.json())).toEqual(['message']);
  });

  it('refuses an upload that is too large with 422', async () => {
    const token = await ctx.client.login(ADMIN);
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0);
    const answer = await ctx.client.post('/api/v1/dashboard/update-profile', {
      token,
      lang: 'en',
      multipart: {
        name: 'Admin',
        email: ADMIN.email,
        profile_image: { filename: 'big.png', contentType: 'image/png', data: big },
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/too large/);
  });
});
