// @vitest-environment node
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../testing/harness.js';

const BOUNDARY = '----body-limits-boundary';
/** What the attack declared: a 45 MB upload, of which the server should never need more than a sliver. */
const DECLARED = 45 * 1024 * 1024;
const SENT = 256 * 1024;

let ctx: TestApp;
let port: number;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  token = await ctx.client.login(ADMIN);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await ctx.close();
});

interface Early {
  readonly status: number | 'no answer';
  readonly body: string;
}

/**
 * Starts a 45 MB multipart upload, sends its first 256 KB and waits up to three seconds for an
 * answer, as an attacker holding many such uploads open would see it.
 */
function startUpload(path: string, headers: Record<string, string> = {}): Promise<Early> {
  return new Promise((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(DECLARED), lang: 'en', ...headers },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve({ status: 'no answer', body: '' });
    }, 3000);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', () => undefined);
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    req.write(Buffer.concat([Buffer.from(head), Buffer.alloc(SENT - head.length, 0x41)]));
  });
}

describe('large multipart bodies are refused before they are read', () => {
  it('a public route answers 413 at once, in the caller language', async () => {
    const answer = await startUpload('/api/v1/dashboard/login');
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toMatch(/at most 64 KB/);
  });

  it('channel authorisation without a session answers 401 at once, at both of its paths', async () => {
    const [root, prefixed] = await Promise.all([startUpload('/broadcasting/auth'), startUpload('/api/v1/broadcasting/auth')]);
    expect([root.status, prefixed.status]).toEqual([401, 401]);
  });

  it('an API route without a session answers 401 at once', async () => {
    expect((await startUpload('/api/v1/dashboard/banks')).status).toBe(401);
  });

  it('an unknown path answers 404 at once', async () => {
    const [unknown, unknownApi] = await Promise.all([startUpload('/no/such/path'), startUpload('/api/v1/no-such-route')]);
    expect([unknown.status, unknownApi.status]).toEqual([404, 404]);
  });

  it('a signed-in admin declaring more than every file limit together is refused at once', async () => {
    const answer = await startUpload('/api/v1/dashboard/banks', { authorization: `Bearer ${token}`, 'content-length': String(60 * 1024 * 1024) });
    expect(answer.status).toBe(413);
  });

  it('a public route takes no file, even a small one', async () => {
    const body = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${ADMIN.email}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`,
    );
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/forget-password',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, lang: 'en' },
      payload: body,
    });
    expect(answer.statusCode).toBe(413);
  });

  it('a public route still reads a small form sent as multipart', async () => {
    const answer = await ctx.client.post('/api/v1/dashboard/login', { multipart: { email: ADMIN.email, password: ADMIN.password } });
    expect(answer.status).toBe(200);
  });
});
