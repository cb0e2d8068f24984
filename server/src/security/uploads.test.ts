// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allAreas } from '../areas/registry.js';
import type { ReferenceArea } from '../areas/reference-area.js';
import { changedTables, snapshotDatabase, type DbSnapshot } from '../testing/db-snapshot.js';
import { ADMIN, createTestApp, PNG, type FilePart, type FormValue, type TestApp } from '../testing/harness.js';
import { makePdf } from '../uploads/pdf.js';

/**
 * Every upload field the server accepts, refused when the name, the bytes or the size is wrong:
 * 422 on that field, no file written, no row changed. Then how a stored upload is served.
 */

const API = '/api/v1';
const MB = 1024 * 1024;
/** Records 1 of clients, providers and admins are protected; 2 is an ordinary record everywhere. */
const UPDATED_ID = 2;

const PDF = makePdf(['An upload check']);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');
const TEXT = Buffer.from('just some text, not a picture');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)]);

function file(filename: string, contentType: string, data: Buffer): FilePart {
  return { filename, contentType, data };
}

/** Real leading bytes, padded past a size limit. */
function padded(head: Buffer, bytes: number): Buffer {
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]);
}

interface BadFile {
  readonly what: string;
  readonly file: FilePart;
}

/** Wrong files for a field of either kind: names, contents and extensions that do not belong. */
const EITHER_KIND: readonly BadFile[] = [
  { what: 'a program named .exe', file: file('setup.exe', 'application/octet-stream', EXE) },
  { what: 'a PNG named .exe', file: file('picture.exe', 'image/png', PNG) },
  { what: 'an SVG', file: file('picture.svg', 'image/svg+xml', SVG) },
  { what: 'an HTML page', file: file('page.html', 'text/html', HTML) },
  { what: 'a file without an extension', file: file('picture', 'image/png', PNG) },
];

const BAD_IMAGES: readonly BadFile[] = [
  ...EITHER_KIND,
  { what: 'text named .png', file: file('picture.png', 'image/png', TEXT) },
  { what: 'HTML named .png', file: file('picture.png', 'image/png', HTML) },
  { what: 'HTML named .jpg', file: file('picture.jpg', 'image/jpeg', HTML) },
  { what: 'an SVG named .png', file: file('picture.png', 'image/png', SVG) },
  { what: 'a PDF named .png', file: file('picture.png', 'image/png', PDF) },
  { what: 'a JPEG named .png', file: file('picture.png', 'image/png', JPEG) },
  { what: 'a PNG named .pdf', file: file('picture.pdf', 'application/pdf', PNG) },
  { what: 'a PNG named .png.html', file: file('picture.png.html', 'image/png', PNG) },
  { what: 'an empty .png', file: file('picture.png', 'image/png', Buffer.alloc(0)) },
  { what: 'a PNG over 5 MB', file: file('big.png', 'image/png', padded(PNG, 5 * MB + 1)) },
  { what: 'a PNG over 10 MB', file: file('huge.png', 'image/png', padded(PNG, 10 * MB + 1)) },
];

const BAD_DOCUMENTS: readonly BadFile[] = [
  ...EITHER_KIND,
  { what: 'text named .pdf', file: file('resume.pdf', 'application/pdf', TEXT) },
  { what: 'HTML named .pdf', file: file('resume.pdf', 'application/pdf', HTML) },
  { what: 'a PNG named .pdf', file: file('resume.pdf', 'application/pdf', PNG) },
  { what: 'a PDF named .png', file: file('resume.png', 'image/png', PDF) },
  { what: 'a PDF named .html', file: file('resume.html', 'text/html', PDF) },
  { what: 'a PDF over 10 MB', file: file('big.pdf', 'application/pdf', padded(PDF.subarray(0, 9), 10 * MB + 1)) },
];

/** One form that takes uploads: where it is sent, what else it carries. */
interface UploadForm {
  readonly name: string;
  readonly url: string;
  readonly fields: Readonly<Record<string, FormValue>>;
  readonly images: readonly string[];
  readonly documents: readonly string[];
}

/** The create and update forms of every area with upload fields, as the routes serve them. */
function areaForms(area: ReferenceArea): UploadForm[] {
  const { routes, imageFields: images, documentFields: documents } = area;
  if (images.length === 0 && documents.length === 0) return [];
  const forms: UploadForm[] = [];
  const add = (name: string, url: string, fields: Readonly<Record<string, FormValue>> = {}): void => {
    forms.push({ name, url: `${API}/${url}`, fields, images, documents });
  };
  if (routes.style === 'rest') {
    const serves = (operation: 'create' | 'update'): boolean => !routes.only || routes.only.includes(operation);
    if (serves('create')) add(`create ${routes.base}`, routes.base);
    if (serves('update')) add(`update ${routes.base}`, `${routes.base}/${UPDATED_ID}`, { _method: 'PUT' });
  } else {
    if (routes.create) add(`create ${routes.create}`, routes.create);
    if (routes.update) add(`update ${routes.update}`, `${routes.update}/${UPDATED_ID}`);
  }
  return forms;
}

const FORMS: readonly UploadForm[] = [...allAreas.flatMap(areaForms), { name: 'own profile', url: `${API}/dashboard/update-profile`, fields: {}, images: ['profile_image'], documents: [] }];

let ctx: TestApp;
let admin: string;
let uploadsDir: string;
let filesBefore: string[];
let rowsBefore: DbSnapshot;

function listUploads(): string[] {
  return readdirSync(uploadsDir, { recursive: true, encoding: 'utf8' }).sort();
}

beforeAll(async () => {
  ctx = await createTestApp({ demoEvents: true });
  admin = await ctx.client.login(ADMIN);
  uploadsDir = join(ctx.dir, 'uploads');
  filesBefore = listUploads();
  rowsBefore = snapshotDatabase(ctx.dbPath);
});
afterAll(() => ctx.close());

async function submit(form: UploadForm, field: string, upload: FilePart) {
  return ctx.client.post(form.url, { token: admin, lang: 'en', multipart: { ...form.fields, [field]: upload } });
}

describe('the upload fields', () => {
  it('are those the README names: pictures and documents', () => {
    const images = new Set(FORMS.flatMap((form) => form.images));
    const documents = new Set(FORMS.flatMap((form) => form.documents));
    expect([...images].sort()).toEqual(['image_data', 'logo', 'profile_image']);
    expect([...documents].sort()).toEqual(['resume']);
    expect(FORMS.map((form) => form.name)).toEqual(expect.arrayContaining(['create main/add-product', 'update main/update-service-type', 'own profile']));
  });
});

describe.each(FORMS)('$name', (form) => {
  const cases = [
    ...form.images.map((field) => ({
      field,
      kind: 'image',
      good: file('picture.png', 'image/png', PNG),
      bad: BAD_IMAGES,
    })),
    ...form.documents.map((field) => ({
      field,
      kind: 'document',
      good: file('resume.pdf', 'application/pdf', PDF),
      bad: BAD_DOCUMENTS,
    })),
  ];

  it.each(cases)(
    'refuses a wrong $kind on $field with 422 on the field',
    async ({ field, good, bad }) => {
      // The rest of the form is empty, so the answer is always 422: only the field's own error counts.
      const control = await submit(form, field, good);
      expect(control.status).toBe(422);
      expect(control.body.errors[field], `a valid file on ${field}`).toBeUndefined();

      const wrong: string[] = [];
      for (const { what, file: upload } of bad) {
        const answer = await submit(form, field, upload);
        const errors = answer.body?.errors?.[field];
        if (answer.status !== 422 || !Array.isArray(errors) || errors.length === 0) {
          wrong.push(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    60_000,
  );
});

describe('a malformed multipart body', () => {
  const contract = JSON.parse(readFileSync(new URL('../../contract.json', import.meta.url), 'utf8')) as {
    routes: Record<string, string[]>;
  };
  const BROKEN: readonly { what: string; contentType: string; payload: string }[] = [
    { what: 'no boundary', contentType: 'multipart/form-data', payload: 'garbage' },
    {
      what: 'a part cut short',
      contentType: 'multipart/form-data; boundary=zz',
      payload: '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nvalue',
    },
    {
      what: 'a file cut short',
      contentType: 'multipart/form-data; boundary=zz',
      payload: '--zz\r\nContent-Disposition: form-data; name="image_data"; filename="a.png"\r\n\r\n\x89PNG',
    },
  ];

  // Public routes take no file at all: a file part there is refused (413) before it is read. A route is
  // public when a caller without a token is not sent away with 401 (the other routes check the token
  // before they read a byte).
  const FILE = BROKEN.find((broken) => broken.what === 'a file cut short');
  async function publicRoutes(): Promise<Set<string>> {
    const found = new Set<string>();
    for (const [route, methods] of Object.entries(contract.routes)) {
      if (!methods.includes('POST') || !FILE) continue;
      const url = `${API}/${route.replace(/:[A-Za-z]+/g, '1')}`;
      const answer = await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': FILE.contentType }, payload: FILE.payload });
      if (answer.statusCode !== 401) found.add(route);
    }
    return found;
  }

  it('answers 400 on every route that takes a body, signed in or not (413 for a file on a public route)', async () => {
    const PUBLIC_ROUTES = await publicRoutes();
    expect([...PUBLIC_ROUTES].sort()).toEqual(expect.arrayContaining(['dashboard/login', 'dashboard/reset-password', 'dashboard/two-factor-challenge']));
    expect(PUBLIC_ROUTES.size).toBeLessThan(12);
    const wrong: string[] = [];
    for (const [route, methods] of Object.entries(contract.routes)) {
      for (const method of methods.filter((name) => name !== 'GET')) {
        for (const { what, contentType, payload } of BROKEN) {
          const answer = await ctx.app.inject({
            method: method as 'POST',
            url: `${API}/${route.replace(/:[A-Za-z]+/g, '1')}`,
            headers: { authorization: `Bearer ${admin}`, 'content-type': contentType },
            payload,
          });
          const expected = PUBLIC_ROUTES.has(route) && what === 'a file cut short' ? 413 : 400;
          if (answer.statusCode !== expected || typeof answer.json().message !== 'string') {
            wrong.push(`${method} ${route}, ${what}: ${answer.statusCode} ${answer.body.slice(0, 100)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('after the refused uploads', () => {
  it('wrote nothing to the uploads folder', () => {
    expect(listUploads()).toEqual(filesBefore);
  });

  it('changed no row', () => {
    expect(changedTables(rowsBefore, snapshotDatabase(ctx.dbPath))).toEqual([]);
  });
});

describe('a stored upload', () => {
  function storagePath(url: unknown): string {
    expect(typeof url).toBe('string');
    const path = new URL(String(url), 'http://localhost').pathname;
    expect(path).toMatch(/^\/storage\/[0-9a-f]{32}\.(png|jpg|pdf)$/);
    return path;
  }

  function expectServedSafely(answer: Awaited<ReturnType<TestApp['client']['get']>>, type: string): void {
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(new RegExp(`^${type}`));
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  }

  it('is served with its real type, nosniff and a sandbox CSP; documents as downloads', async () => {
    const profile = await ctx.client.post(`${API}/dashboard/update-profile`, {
      token: admin,
      multipart: { name: 'Admin', email: ADMIN.email, profile_image: file('me.png', 'image/png', PNG) },
    });
    expect(profile.status).toBe(200);
    const png = await ctx.client.get(storagePath(profile.body.data.avatar));
    expectServedSafely(png, 'image/png');
    expect(png.raw.rawPayload.equals(PNG)).toBe(true);
    expect(png.headers['content-disposition']).toBeUndefined();
    // Paths stored before /storage/ existed are served alike.
    expectServedSafely(await ctx.client.get(storagePath(profile.body.data.avatar).replace(/^\/storage\//, '/uploads/')), 'image/png');

    const client = await ctx.client.post(`${API}/dashboard/employees`, {
      token: admin,
      multipart: {
        name: 'Upload Check',
        phone: '0500000999',
        password: 'Secret123',
        password_confirmation: 'Secret123',
        profile_image: file('me.jpeg', 'image/jpeg', JPEG),
        resume: file('cv.pdf', 'application/pdf', PDF),
      },
    });
    expect(client.status).toBe(200);
    expectServedSafely(await ctx.client.get(storagePath(client.body.data.profile_image)), 'image/jpeg');
    const pdf = await ctx.client.get(storagePath(client.body.data.resume));
    expectServedSafely(pdf, 'application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('keeps the name the server gave, never the one sent', async () => {
    const profile = await ctx.client.post(`${API}/dashboard/update-profile`, {
      token: admin,
      multipart: { name: 'Admin', email: ADMIN.email, profile_image: file('../../evil.html.png', 'text/html', PNG) },
    });
    expect(profile.status).toBe(200);
    // A picture's thumbnail is named after it, by the server too.
    expect(listUploads().filter((name) => !/^[0-9a-f]{32}(\.pdf|(-thumb)?\.(png|jpg))$/.test(name))).toEqual([]);
  });

  it('answers 404 for anything in the folder or beside it that is not a stored upload', async () => {
    for (const url of ['/storage/test.sqlite', '/storage/../test.sqlite', '/storage/..%2ftest.sqlite', '/storage/%2e%2e/test.sqlite', '/storage/', '/uploads/../test.sqlite']) {
      const answer = await ctx.client.get(url);
      expect(answer.status, url).toBe(404);
    }
  });
});
