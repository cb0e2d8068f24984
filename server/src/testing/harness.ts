import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { MemoryMailer } from '../mail/memory-mailer.js';

export interface FilePart {
  readonly filename: string;
  readonly contentType: string;
  readonly data: Buffer;
}

/** A form value; a list is sent as the same key repeated. */
export type FormValue = string | number | readonly (string | number)[];

export interface RequestOptions {
  readonly token?: string;
  readonly lang?: 'ar' | 'en';
  readonly json?: unknown;
  readonly form?: Readonly<Record<string, FormValue>>;
  readonly multipart?: Readonly<Record<string, FormValue | FilePart>>;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A JSON answer as tests read it. */
export interface Answer {
  readonly status: number;
  // Tests assert answers field by field; a loose type keeps them readable.
  readonly body: any;
  readonly headers: LightMyRequestResponse['headers'];
  readonly raw: LightMyRequestResponse;
}

export const ADMIN = { email: 'admin@example.com', password: 'Admin123' } as const;
export const VIEWER = { email: 'viewer@example.com', password: 'Viewer123' } as const;
/** Role 3: content pages, FAQ and contact messages only. */
export const CONTENT_EDITOR = { email: 'content@example.com', password: 'Content123' } as const;
/** Role 4: the catalogue and working intervals only. */
export const CATALOGUE_MANAGER = { email: 'catalogue@example.com', password: 'Catalogue123' } as const;

const BOUNDARY = '----marketplace-test-boundary';

function isFilePart(value: FormValue | FilePart): value is FilePart {
  return typeof value === 'object' && !Array.isArray(value);
}

/** Every key with each of its values, lists spread into repeated keys. */
function formEntries(fields: Readonly<Record<string, FormValue>>): [string, string][] {
  return Object.entries(fields).flatMap(([key, value]): [string, string][] => (Array.isArray(value) ? value : [value]).map((entry): [string, string] => [key, String(entry)]));
}

export function multipartBody(parts: Readonly<Record<string, FormValue | FilePart>>): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts)) {
    if (Array.isArray(value)) {
      for (const entry of value) {
        chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${entry}\r\n`));
      }
    } else if (isFilePart(value)) {
      chunks.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` + `Content-Type: ${value.contentType}\r\n\r\n`),
        value.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** The smallest valid PNG: enough for the signature check. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A PNG upload part. */
export function pngFile(filename = 'picture.png', data: Buffer = PNG): FilePart {
  return { filename, contentType: 'image/png', data };
}

/** A date some days from today on the server's calendar, YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export class TestClient {
  constructor(readonly app: FastifyInstance) {}

  async call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    if (options.lang) headers['lang'] = options.lang;
    let payload: string | Buffer | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(formEntries(options.form)).toString();
    } else if (options.multipart) {
      headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
      payload = multipartBody(options.multipart);
    }
    const raw = await this.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    const isJson = String(raw.headers['content-type'] ?? '').includes('application/json');
    return { status: raw.statusCode, body: isJson ? raw.json() : raw.body, headers: raw.headers, raw };
  }

  get(url: string, options?: RequestOptions): Promise<Answer> {
    return this.call('GET', url, options);
  }

  post(url: string, options?: RequestOptions): Promise<Answer> {
    return this.call('POST', url, options);
  }

  delete(url: string, options?: RequestOptions): Promise<Answer> {
    return this.call('DELETE', url, options);
  }

  async login(account: { email: string; password: string }): Promise<string> {
    const answer = await this.post('/api/v1/dashboard/login', { json: account });
    if (answer.status !== 200) throw new Error(`login failed for ${account.email}: ${JSON.stringify(answer.body)}`);
    return String(answer.body.data.token);
  }
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly client: TestClient;
  readonly dir: string;
  readonly dbPath: string;
  /** What the server mailed (the reset codes), as the recipients would read it. */
  readonly mailbox: MemoryMailer;
  /** The four-digit code of the newest mail to an address; throws when none was sent. */
  codeMailedTo(email: string): string;
  close(): Promise<void>;
}

/** A fresh, seeded application on its own temporary database. */
export async function createTestApp(options: Partial<BuildAppOptions> = {}, beforeReady: (app: FastifyInstance) => void = () => undefined): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'marketplace-server-'));
  const dbPath = join(dir, 'test.sqlite');
  const mailbox = new MemoryMailer();
  const app = await buildApp({ dbPath, mailer: mailbox, ...options });
  beforeReady(app);
  await app.ready();
  return {
    app,
    client: new TestClient(app),
    dir,
    dbPath,
    mailbox,
    codeMailedTo: (email) => {
      const code = /\b\d{4}\b/.exec(mailbox.lastTo(email)?.text ?? '')?.[0];
      if (code === undefined) throw new Error(`no code was mailed to ${email}`);
      return code;
    },
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
