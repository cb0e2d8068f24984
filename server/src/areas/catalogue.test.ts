// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CATALOGUE_MANAGER, CONTENT_EDITOR, createTestApp, daysFromToday, PNG, pngFile, VIEWER, type FilePart, type FormValue, type TestApp, type TestClient } from '../testing/harness.js';

const API = '/api/v1';
const MAIN = `${API}/main`;

let ctx: TestApp;
let client: TestClient;
let admin: string;
let viewer: string;
let manager: string;
let editor: string;

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
  [admin, viewer, manager, editor] = await Promise.all([client.login(ADMIN), client.login(VIEWER), client.login(CATALOGUE_MANAGER), client.login(CONTENT_EDITOR)]);
});
afterAll(() => ctx.close());

type Body = Record<string, FormValue | FilePart>;

interface CatalogueCase {
  readonly name: string;
  readonly singular: string;
  readonly plural: string;
  readonly idParam: string;
  readonly switchType: string;
  /** How the answer carries the status: a boolean or 0/1. */
  readonly status: (on: boolean) => boolean | number;
  readonly valid: () => Body;
  /** A field the form must send, and the 422 it causes when missing. */
  readonly required: string;
  readonly multipart: boolean;
}

const cases: readonly CatalogueCase[] = [
  {
    name: 'services',
    singular: 'service',
    plural: 'services',
    idParam: 'service_id',
    switchType: 'service',
    status: (on) => on,
    valid: () => ({ name_ar: 'خدمة اختبار', name_en: 'Test service', service_type_id: 2, price: 99.5, expected_time: 40 }),
    required: 'service_type_id',
    multipart: false,
  },
  {
    name: 'products',
    singular: 'product',
    plural: 'products',
    idParam: 'product_id',
    switchType: 'product',
    status: (on) => on,
    valid: () => ({
      image_data: pngFile(),
      name_ar: 'منتج اختبار',
      name_en: 'Test product',
      price: 10,
      desc_ar: 'وصف',
      desc_en: 'Description',
    }),
    required: 'desc_en',
    multipart: true,
  },
  {
    name: 'offers',
    singular: 'offer',
    plural: 'offers',
    idParam: 'offer_id',
    switchType: 'offer',
    status: (on) => (on ? 1 : 0),
    valid: () => ({
      from_date: daysFromToday(0),
      to_date: daysFromToday(10),
      offer_type: 'product',
      product_id: 3,
      percentage: 20,
    }),
    required: 'percentage',
    multipart: false,
  },
  {
    name: 'car models',
    singular: 'carModel',
    plural: 'carModels',
    idParam: 'car_model_id',
    switchType: 'car-model',
    status: (on) => (on ? 1 : 0),
    valid: () => ({ name_ar: 'موديل اختبار', name_en: 'Test model' }),
    required: 'name_en',
    multipart: false,
  },
  {
    name: 'car packages',
    singular: 'carCategory',
    plural: 'carCategories',
    idParam: 'car_category_id',
    switchType: 'car-category',
    status: (on) => (on ? 1 : 0),
    valid: () => ({ name_ar: 'باقة اختبار', name_en: 'Test package', car_model_id: 2, 'service_id[]': [1, 5] }),
    required: 'car_model_id',
    multipart: false,
  },
];

function send(area: CatalogueCase, body: Body, token: string | undefined = admin) {
  return area.multipart ? { token, lang: 'en' as const, multipart: body } : { token, lang: 'en' as const, form: body as Record<string, FormValue> };
}

describe.each(cases)('$name on main/...', (area) => {
  const list = `${MAIN}/get-${area.plural}`;
  const show = (id: number | string) => `${MAIN}/show-${area.singular}?${area.idParam}=${id}`;

  async function create(): Promise<{ id: number } & Record<string, unknown>> {
    const answer = await client.post(`${MAIN}/add-${area.singular}`, send(area, area.valid()));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  }

  it('lists data, meta and permissions, newest first, ten a page, at least three pages', async () => {
    const answer = await client.get(list, { token: admin });
    expect(answer.status).toBe(200);
    const { data, meta, permissions } = answer.body;
    expect(data).toHaveLength(10);
    expect(meta).toMatchObject({ current_page: 1, per_page: 10 });
    expect(meta.last_page).toBeGreaterThanOrEqual(3);
    const ids = data.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(permissions).toMatchObject({ index: true, create: true, edit: true, delete: true, activate: true });
    const past = (await client.get(`${list}?page=99`, { token: admin })).body;
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ current_page: 99, total: meta.total });
  });

  it('filters by status', async () => {
    for (const status of [0, 1]) {
      const rows = (await client.get(`${list}?status=${status}&per_page=1000`, { token: admin })).body.data;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row: { status: unknown }) => row.status === area.status(status === 1))).toBe(true);
    }
    expect((await client.get(`${list}?status=maybe`, { token: admin })).status).toBe(422);
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    expect((await client.get(list)).status).toBe(401);
    for (const token of [viewer, editor]) {
      expect((await client.get(list, { token })).status).toBe(403);
      expect((await client.get(show(1), { token })).status).toBe(403);
      expect((await client.post(`${MAIN}/add-${area.singular}`, send(area, area.valid(), token))).status).toBe(403);
      expect((await client.post(`${MAIN}/update-${area.singular}/1`, send(area, area.valid(), token))).status).toBe(403);
      expect((await client.post(`${MAIN}/delete-${area.singular}?${area.idParam}=1`, { token })).status).toBe(403);
    }
    expect((await client.get(list, { token: manager })).status).toBe(200);
  });

  it('shows a record named in the query; 422 without the id, 404 for a missing one', async () => {
    const answer = await client.get(show(1), { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.id).toBe(1);
    const missing = await client.get(`${MAIN}/show-${area.singular}`, { token: admin });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual([area.idParam]);
    expect((await client.get(show('abc'), { token: admin })).status).toBe(422);
    expect((await client.get(show(999999), { token: admin })).status).toBe(404);
  });

  it('creates an active record and answers it, then shows the same', async () => {
    const answer = await client.post(`${MAIN}/add-${area.singular}`, send(area, area.valid()));
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Added Successfully');
    expect(answer.body.data.status).toBe(area.status(true));
    const shown = await client.get(show(answer.body.data.id), { token: admin, lang: 'en' });
    expect(shown.body.data).toEqual(answer.body.data);
    expect((await client.get(list, { token: admin })).body.data[0].id).toBe(answer.body.data.id);
  });

  it('keeps status=0 on create and refuses a missing field with 422', async () => {
    const off = await client.post(`${MAIN}/add-${area.singular}`, send(area, { ...area.valid(), status: 0 }));
    expect(off.body.data.status).toBe(area.status(false));
    const { [area.required]: _left, ...rest } = area.valid();
    const answer = await client.post(`${MAIN}/add-${area.singular}`, send(area, rest));
    expect(answer.status).toBe(422);
    expect(answer.body.errors[area.required]).toHaveLength(1);
    expect(answer.body.message).toBe(answer.body.errors[area.required][0]);
  });

  it('updates the record whose id is in the path', async () => {
    const record = await create();
    const answer = await client.post(`${MAIN}/update-${area.singular}/${record.id}`, send(area, { ...area.valid(), status: 0 }));
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Edited Successfully');
    expect(answer.body.data.status).toBe(area.status(false));
    expect((await client.post(`${MAIN}/update-${area.singular}/999999`, send(area, area.valid()))).status).toBe(404);
    expect((await client.post(`${MAIN}/update-${area.singular}/abc`, send(area, area.valid()))).status).toBe(404);
  });

  it('deletes the record named in the query, then answers 404', async () => {
    const record = await create();
    const url = `${MAIN}/delete-${area.singular}?${area.idParam}=${record.id}`;
    const answer = await client.post(url, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Deleted Successfully' });
    expect((await client.get(show(record.id), { token: admin })).status).toBe(404);
    expect((await client.post(url, { token: admin })).status).toBe(404);
    expect((await client.post(`${MAIN}/delete-${area.singular}`, { token: admin })).status).toBe(422);
  });

  it(`is switched through main/change-status with type=${area.switchType}`, async () => {
    const record = await create();
    const url = (status: number, id: number = record.id) => `${MAIN}/change-status?id=${id}&status=${status}&type=${area.switchType}`;
    const off = await client.post(url(0), { token: admin, lang: 'en' });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ message: 'Status Changed' });
    expect((await client.get(show(record.id), { token: admin })).body.data.status).toBe(area.status(false));
    await client.post(url(1), { token: admin });
    expect((await client.get(show(record.id), { token: admin })).body.data.status).toBe(area.status(true));
    const missing = await client.post(url(1, 999999), { token: admin, lang: 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Record not found' });
    expect((await client.post(url(0), { token: viewer })).status).toBe(403);
  });
});

describe('main/change-status', () => {
  it('refuses an unknown type, a missing id or status with 422, and no session with 401', async () => {
    const cases: readonly [string, string][] = [
      ['id=1&status=1&type=driver', 'type'],
      ['id=1&status=1&type=banks', 'type'],
      ['status=1&type=service', 'id'],
      ['id=1&type=service', 'status'],
      ['id=1&status=on&type=service', 'status'],
    ];
    for (const [query, field] of cases) {
      const answer = await client.post(`${MAIN}/change-status?${query}`, { token: admin, lang: 'en' });
      expect(answer.status, query).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
    expect((await client.post(`${MAIN}/change-status?id=1&status=1&type=service`)).status).toBe(401);
  });

  it('also reads the fields from a form body', async () => {
    const answer = await client.post(`${MAIN}/change-status`, {
      token: admin,
      form: { id: 2, status: 1, type: 'service' },
    });
    expect(answer.status).toBe(200);
  });
});

describe('service types', () => {
  it('lists with the picture as a /storage/ path, names and descriptions, edit permission only', async () => {
    const answer = await client.get(`${MAIN}/service-type`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.meta.last_page).toBeGreaterThanOrEqual(3);
    const first = (await client.get(`${MAIN}/show-service-type?service_type_id=1`, { token: admin, lang: 'en' })).body.data;
    expect(first).toEqual({
      id: 1,
      name: 'Car wash',
      name_ar: 'غسيل السيارات',
      name_en: 'Car wash',
      service_image: expect.stringMatching(/^\/storage\/[0-9a-f]{32}\.png$/),
      service_image_thumb: expect.stringMatching(/^\/storage\/[0-9a-f]{32}-thumb\.png$/),
      description: 'Exterior and interior car washing at your location.',
      description_ar: 'غسيل خارجي وداخلي للسيارة في موقعك.',
      description_en: 'Exterior and interior car washing at your location.',
    });
    const manager = await client.login(CATALOGUE_MANAGER);
    const permissions = (await client.get(`${MAIN}/service-type`, { token: manager })).body.permissions;
    expect(permissions).toMatchObject({ index: true, edit: true, create: false, delete: false, activate: false });
  });

  it('serves the stored picture as a cacheable PNG that is never sniffed', async () => {
    const path = (await client.get(`${MAIN}/show-service-type?service_type_id=2`, { token: admin })).body.data.service_image;
    const image = await ctx.app.inject({ method: 'GET', url: path });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toContain('immutable');
    expect([...image.rawPayload.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    // Paths stored before uploads moved to /storage/ still resolve.
    const legacy = await ctx.app.inject({ method: 'GET', url: path.replace('/storage/', '/uploads/') });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.headers['content-type']).toBe('image/png');
    for (const url of ['/storage/', '/storage/../test.sqlite', '/storage/test.sqlite', '/storage/%2e%2e/test.sqlite']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('answers every service type unpaged with limit=0 to any signed-in admin', async () => {
    const all = await client.get(`${MAIN}/service-type?limit=0`, { token: editor, lang: 'en' });
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBe(all.body.meta.total);
    expect(all.body.data.length).toBeGreaterThan(20);
    expect(all.body.permissions.index).toBe(false);
    expect((await client.get(`${MAIN}/service-type`, { token: editor })).status).toBe(403);
  });

  it('updates the descriptions and the picture, keeping the names', async () => {
    const answer = await client.post(`${MAIN}/update-service-type/3`, {
      token: manager,
      lang: 'en',
      multipart: {
        name_ar: 'محاولة',
        name_en: 'Attempt',
        description_ar: 'وصف جديد',
        description_en: 'New description',
        image_data: pngFile('oil.PNG'),
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      name_en: 'Oil change',
      description_en: 'New description',
      service_image: expect.stringMatching(/^\/storage\/[0-9a-f]{32}\.png$/),
    });
    const served = await ctx.app.inject({ method: 'GET', url: answer.body.data.service_image });
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const kept = await client.post(`${MAIN}/update-service-type/3`, {
      token: manager,
      form: { description_ar: 'وصف', description_en: 'Kept picture' },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.service_image).toBe(answer.body.data.service_image);
  });

  it('keeps a large picture as uploaded and answers a thumbnail of it beside it', async () => {
    const { default: sharp } = await import('sharp');
    // Noise does not compress: a picture of some megabytes, as a phone's camera takes.
    const width = 1800;
    const height = 1200;
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const photo = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    const answer = await client.post(`${MAIN}/update-service-type/4`, {
      token: manager,
      multipart: { description_ar: 'وصف', description_en: 'Large picture', image_data: { filename: 'camera.jpg', contentType: 'image/jpeg', data: photo } },
    });
    expect(answer.status).toBe(200);
    const { service_image: original, service_image_thumb: thumbnail } = answer.body.data;
    expect(thumbnail).toBe(original.replace(/\.jpg$/, '-thumb.jpg'));
    const servedOriginal = await ctx.app.inject({ method: 'GET', url: original });
    expect(servedOriginal.rawPayload.equals(photo)).toBe(true);
    const servedThumbnail = await ctx.app.inject({ method: 'GET', url: thumbnail });
    expect(servedThumbnail.statusCode).toBe(200);
    expect(servedThumbnail.headers['content-type']).toBe('image/jpeg');
    const size = await sharp(servedThumbnail.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([160, 107]);
    expect(servedThumbnail.rawPayload.length).toBeLessThan(photo.length / 20);
    // The lists read the same thumbnail.
    const listed = (await client.get(`${MAIN}/service-type?limit=0`, { token: manager })).body.data.find((row: { id: number }) => row.id === 4);
    expect(listed.service_image_thumb).toBe(thumbnail);
  });

  it('requires a picture when none is stored, and both descriptions', async () => {
    ctx.app.log.info('clearing a picture');
    const { openStore } = await import('../db/store.js');
    const store = openStore(ctx.dbPath);
    store.catalogue.serviceTypes.update(4, { image: null });
    store.close();
    const answer = await client.post(`${MAIN}/update-service-type/4`, {
      token: admin,
      lang: 'en',
      form: { description_ar: 'وصف', description_en: '' },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['image_data', 'description_en']);
    expect(answer.body.message).toBe('The image field is required.');
  });

  it('refuses uploads of the wrong type, the wrong bytes or over 5 MB', async () => {
    const refused: readonly FilePart[] = [
      { filename: 'a.gif', contentType: 'image/gif', data: Buffer.from('GIF89a...') },
      { filename: 'a.png', contentType: 'image/png', data: Buffer.from('<svg onload=alert(1)>') },
      { filename: 'a.svg', contentType: 'image/svg+xml', data: Buffer.from('<svg/>') },
      { filename: 'a.jpg', contentType: 'image/jpeg', data: PNG },
      { filename: 'png', contentType: 'image/png', data: PNG },
    ];
    for (const file of refused) {
      const answer = await client.post(`${MAIN}/update-service-type/5`, {
        token: admin,
        lang: 'en',
        multipart: { description_ar: 'و', description_en: 'd', image_data: file },
      });
      expect(answer.status, file.filename).toBe(422);
      expect(answer.body.errors).toEqual({ image_data: ['The Selected File Must Be An Image'] });
    }
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await client.post(`${MAIN}/update-service-type/5`, {
      token: admin,
      lang: 'en',
      multipart: { description_ar: 'و', description_en: 'd', image_data: pngFile('big.png', big) },
    });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.message).toMatch(/too large/);
    expect(tooBig.body.errors.image_data[0]).toMatch(/5 MB/);
  });

  it('has no create or delete call', async () => {
    expect((await client.post(`${MAIN}/add-service-type`, { token: admin, form: {} })).status).toBe(404);
    expect((await client.post(`${MAIN}/delete-service-type?service_type_id=1`, { token: admin })).status).toBe(404);
    expect((await client.post(`${MAIN}/update-service-type/1`, { token: viewer, form: {} })).status).toBe(403);
  });
});

describe('services', () => {
  it('answers the service type, prices and times, delivering time included in the total', async () => {
    const service = (await client.get(`${MAIN}/show-service?service_id=1`, { token: admin, lang: 'en' })).body.data;
    expect(service).toEqual({
      id: 1,
      name: 'Exterior wash',
      name_ar: 'غسيل خارجي',
      name_en: 'Exterior wash',
      service_type: { id: 1, name: 'Car wash' },
      service_type_name: 'Car wash',
      price: 35,
      expected_time: 30,
      moving_in_minutes: 20,
      total_expected_time: 50,
      status: true,
    });
  });

  it('filters by keyword and service type', async () => {
    const ofType = (await client.get(`${MAIN}/get-services?service_type_id=3&per_page=100`, { token: admin })).body.data;
    expect(ofType.length).toBeGreaterThanOrEqual(3);
    expect(ofType.every((row: { service_type: { id: number } }) => row.service_type.id === 3)).toBe(true);
    const found = (await client.get(`${MAIN}/get-services?keyword=towing`, { token: admin, lang: 'en' })).body.data;
    expect(found.map((row: { name: string }) => row.name).sort()).toEqual(['In-city towing', 'Intercity towing']);
    expect((await client.get(`${MAIN}/get-services?keyword=%25`, { token: admin })).body.data).toEqual([]);
  });

  it('checks price, expected time and the service type', async () => {
    const valid = { name_ar: 'خ', name_en: 's', service_type_id: 1, price: 10, expected_time: 30 };
    const cases: readonly [Record<string, FormValue>, string][] = [
      [{ ...valid, price: -1 }, 'price'],
      [{ ...valid, price: 'free' }, 'price'],
      [{ ...valid, expected_time: 12.5 }, 'expected_time'],
      [{ ...valid, expected_time: 0 }, 'expected_time'],
      [{ ...valid, service_type_id: 999 }, 'service_type_id'],
      [{ ...valid, moving_in_minutes: -5 }, 'moving_in_minutes'],
    ];
    for (const [form, field] of cases) {
      const answer = await client.post(`${MAIN}/add-service`, { token: admin, form });
      expect(answer.status, field).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
    const created = (await client.post(`${MAIN}/add-service`, { token: admin, form: valid })).body.data;
    expect(created).toMatchObject({ moving_in_minutes: 0, total_expected_time: 30 });
  });

  it('cannot be deleted while offers or car packages use it', async () => {
    const answer = await client.post(`${MAIN}/delete-service?service_id=1`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/offers \(\d+\), car packages \(\d+\)/);
  });
});

describe('products', () => {
  it('answers the picture path and both descriptions', async () => {
    const product = (await client.get(`${MAIN}/show-product?product_id=1`, { token: admin, lang: 'en' })).body.data;
    expect(product).toEqual({
      id: 1,
      name: 'Car shampoo',
      name_ar: 'شامبو سيارات',
      name_en: 'Car shampoo',
      product_image: expect.stringMatching(/^\/storage\/[0-9a-f]{32}\.png$/),
      product_image_thumb: expect.stringMatching(/^\/storage\/[0-9a-f]{32}-thumb\.png$/),
      description: 'Concentrated car wash shampoo.',
      description_ar: 'شامبو مركز لغسيل السيارات.',
      description_en: 'Concentrated car wash shampoo.',
      price: 25,
      status: true,
    });
  });

  it('requires the picture on create, keeps it on update when none is sent', async () => {
    const fields = { name_ar: 'م', name_en: 'p', price: 5, desc_ar: 'و', desc_en: 'd' };
    const without = await client.post(`${MAIN}/add-product`, { token: admin, lang: 'en', form: fields });
    expect(without.status).toBe(422);
    expect(Object.keys(without.body.errors)).toEqual(['image_data']);
    const created = (await client.post(`${MAIN}/add-product`, { token: admin, multipart: { ...fields, image_data: pngFile() } })).body.data;
    const updated = await client.post(`${MAIN}/update-product/${created.id}`, {
      token: admin,
      form: { ...fields, name_en: 'renamed' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name_en: 'renamed', product_image: created.product_image });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
    const replaced = await client.post(`${MAIN}/update-product/${created.id}`, {
      token: admin,
      multipart: { ...fields, image_data: { filename: 'p.jpeg', contentType: 'image/jpeg', data: jpeg } },
    });
    expect(replaced.body.data.product_image).toMatch(/^\/storage\/[0-9a-f]{32}\.jpg$/);
    const refused = await client.post(`${MAIN}/update-product/${created.id}`, {
      token: admin,
      multipart: { ...fields, image_data: { filename: 'p.exe', contentType: 'image/png', data: PNG } },
    });
    expect(refused.status).toBe(422);
  });

  it('cannot be deleted while an offer uses it', async () => {
    expect((await client.post(`${MAIN}/delete-product?product_id=1`, { token: admin })).status).toBe(422);
  });
});

describe('offers', () => {
  const base = { from_date: daysFromToday(1), to_date: daysFromToday(8), percentage: 25 };

  it('computes prices from the target and answers the percentage with a % sign', async () => {
    const answer = await client.post(`${MAIN}/add-offer`, {
      token: admin,
      lang: 'en',
      form: { ...base, offer_type: 'service', service_id: 2, product_id: 4 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      id: expect.any(Number),
      from_date: base.from_date,
      to_date: base.to_date,
      offer_type: 'service',
      product: null,
      service: { id: 2, name: 'Interior and exterior wash' },
      percentage: '25%',
      price_before_discount: 60,
      price_after_discount: 45,
      discount_value: 15,
      status: 1,
    });
    const decimal = await client.post(`${MAIN}/add-offer`, {
      token: admin,
      form: { ...base, offer_type: 'product', product_id: 1, percentage: '12.5%' },
    });
    expect(decimal.body.data).toMatchObject({
      percentage: '12.5%',
      price_before_discount: 25,
      discount_value: 3.13,
      price_after_discount: 21.87,
    });
  });

  it('lets the offer type decide which target is required, clearing the other', async () => {
    const product = await client.post(`${MAIN}/add-offer`, {
      token: admin,
      lang: 'en',
      form: { ...base, offer_type: 'product', service_id: 3 },
    });
    expect(product.status).toBe(422);
    expect(Object.keys(product.body.errors)).toEqual(['product_id']);
    const service = await client.post(`${MAIN}/add-offer`, {
      token: admin,
      form: { ...base, offer_type: 'service', product_id: 3 },
    });
    expect(Object.keys(service.body.errors)).toEqual(['service_id']);
    const created = (await client.post(`${MAIN}/add-offer`, { token: admin, form: { ...base, offer_type: 'product', product_id: 2 } })).body.data;
    const switched = await client.post(`${MAIN}/update-offer/${created.id}`, {
      token: admin,
      form: { ...base, offer_type: 'service', service_id: 5, product_id: 2 },
    });
    expect(switched.body.data).toMatchObject({ offer_type: 'service', product: null, service: { id: 5 } });
    for (const [form, field] of [
      [{ ...base, offer_type: 'gift' }, 'offer_type'],
      [{ ...base, offer_type: 'product', product_id: 9999 }, 'product_id'],
    ] as const) {
      const answer = await client.post(`${MAIN}/add-offer`, { token: admin, form });
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
  });

  it('refuses dates before today and an end before the start', async () => {
    const cases: readonly [Record<string, FormValue>, string, RegExp][] = [
      [{ from_date: daysFromToday(-1) }, 'from_date', /after or equal to today/],
      [{ to_date: daysFromToday(-1) }, 'to_date', /after or equal to today/],
      [{ from_date: daysFromToday(5), to_date: daysFromToday(4) }, 'to_date', /after or equal to the start date/],
      [{ from_date: '2030-02-30' }, 'from_date', /not a valid date/],
      [{ from_date: '15/06/2030' }, 'from_date', /not a valid date/],
    ];
    for (const [dates, field, message] of cases) {
      const answer = await client.post(`${MAIN}/add-offer`, {
        token: admin,
        lang: 'en',
        form: { ...base, offer_type: 'product', product_id: 1, ...dates },
      });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
      expect(answer.body.message).toMatch(message);
    }
    const sameDay = await client.post(`${MAIN}/add-offer`, {
      token: admin,
      form: { ...base, from_date: daysFromToday(0), to_date: daysFromToday(0), offer_type: 'product', product_id: 1 },
    });
    expect(sameDay.status).toBe(200);
  });

  it('keeps a past start date that an edit leaves as it was', async () => {
    const running = (await client.get(`${MAIN}/show-offer?offer_id=2`, { token: admin })).body.data;
    expect(running.from_date < daysFromToday(0)).toBe(true);
    const answer = await client.post(`${MAIN}/update-offer/2`, {
      token: admin,
      form: {
        from_date: running.from_date,
        to_date: running.to_date,
        offer_type: 'product',
        product_id: running.product.id,
        percentage: running.percentage,
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.percentage).toBe(running.percentage);
  });

  it('keeps the percentage between 1 and 99', async () => {
    for (const percentage of [0, 100, 'ten', '']) {
      const answer = await client.post(`${MAIN}/add-offer`, {
        token: admin,
        form: { ...base, offer_type: 'product', product_id: 1, percentage },
      });
      expect(answer.status, String(percentage)).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['percentage']);
    }
  });

  it('filters by offer type, product and service', async () => {
    const products = (await client.get(`${MAIN}/get-offers?offer_type=product&per_page=100`, { token: admin })).body.data;
    expect(products.length).toBeGreaterThan(5);
    expect(products.every((row: { offer_type: string; service: unknown }) => row.offer_type === 'product' && row.service === null)).toBe(true);
    const ofProduct = (await client.get(`${MAIN}/get-offers?product_id=1`, { token: admin })).body.data;
    expect(ofProduct.length).toBeGreaterThan(0);
    expect(ofProduct.every((row: { product: { id: number } }) => row.product.id === 1)).toBe(true);
    const ofService = (await client.get(`${MAIN}/get-offers?service_id=1`, { token: admin })).body.data;
    expect(ofService.every((row: { service: { id: number } }) => row.service.id === 1)).toBe(true);
    expect((await client.get(`${MAIN}/get-offers?offer_type=gift`, { token: admin })).status).toBe(422);
  });
});

describe('car models', () => {
  it('answers names and a 0/1 status, and cannot be deleted while a package uses the model', async () => {
    const model = (await client.get(`${MAIN}/show-carModel?car_model_id=1`, { token: admin, lang: 'en' })).body.data;
    expect(model).toEqual({ id: 1, name: 'Toyota Camry', name_ar: 'تويوتا كامري', name_en: 'Toyota Camry', status: 1 });
    const found = (await client.get(`${MAIN}/get-carModels?keyword=toyota`, { token: admin })).body.data;
    expect(found.length).toBe(4);
    const answer = await client.post(`${MAIN}/delete-carModel?car_model_id=1`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/car packages \(\d+\)/);
  });
});

describe('car packages', () => {
  const base = { name_ar: 'باقة', name_en: 'Package', car_model_id: 3 };

  it('answers the car model and the services grouped by service type', async () => {
    const answer = await client.get(`${MAIN}/show-carCategory?car_category_id=2`, { token: admin, lang: 'en' });
    expect(answer.body.data).toEqual({
      id: 2,
      name: 'Full care package',
      name_ar: 'باقة العناية الكاملة',
      name_en: 'Full care package',
      car_model: { id: 1, name: 'Toyota Camry' },
      region: null,
      car_service: [
        { id: 1, name: 'Car wash', service: [{ id: 2, name: 'Interior and exterior wash' }] },
        { id: 2, name: 'Car maintenance', service: [{ id: 5, name: 'Full inspection' }] },
        { id: 3, name: 'Oil change', service: [{ id: 9, name: 'Synthetic oil change' }] },
        { id: 4, name: 'Tyres', service: [{ id: 12, name: 'Wheel balancing' }] },
      ],
      status: 1,
    });
  });

  it('takes service_id[] and service_id[n] forms and JSON lists, dropping duplicates', async () => {
    const bracket = await client.post(`${MAIN}/add-carCategory`, {
      token: admin,
      form: { ...base, 'service_id[]': [3, 1, 3, 2] },
    });
    expect(bracket.status).toBe(200);
    expect(bracket.body.data.car_service).toEqual([
      {
        id: 1,
        name: 'غسيل السيارات',
        service: [
          { id: 1, name: 'غسيل خارجي' },
          { id: 2, name: 'غسيل داخلي وخارجي' },
          { id: 3, name: 'غسيل المحرك' },
        ],
      },
    ]);
    const indexed = await client.post(`${MAIN}/add-carCategory`, {
      token: admin,
      multipart: { ...base, 'service_id[1]': 8, 'service_id[0]': 1, 'service_id[2]': 8, region_id: 2 },
    });
    expect(indexed.status).toBe(200);
    expect(indexed.body.data.car_service.map((group: { service: { id: number }[] }) => group.service.map((s) => s.id))).toEqual([[1], [8]]);
    expect(indexed.body.data.region).toEqual({ id: 2, name: 'جدة' });
    const json = await client.post(`${MAIN}/add-carCategory`, { token: admin, json: { ...base, service_id: [5, 6] } });
    expect(json.status).toBe(200);
    const updated = await client.post(`${MAIN}/update-carCategory/${json.body.data.id}`, {
      token: admin,
      json: { ...base, service_id: [17] },
    });
    expect(updated.body.data.car_service).toEqual([{ id: 6, name: 'البطاريات', service: [{ id: 17, name: 'فحص البطارية' }] }]);
  });

  it('requires at least one existing service, an existing car model and region', async () => {
    const cases: readonly [Record<string, FormValue>, string][] = [
      [{ ...base }, 'service_id'],
      [{ ...base, 'service_id[]': ['x'] }, 'service_id.0'],
      [{ ...base, 'service_id[]': [1, 99999] }, 'service_id.1'],
      [{ ...base, car_model_id: 99999, 'service_id[]': [1] }, 'car_model_id'],
      [{ ...base, region_id: 99999, 'service_id[]': [1] }, 'region_id'],
    ];
    for (const [form, field] of cases) {
      const answer = await client.post(`${MAIN}/add-carCategory`, { token: admin, lang: 'en', form });
      expect(answer.status, field).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
    const empty = await client.post(`${MAIN}/add-carCategory`, { token: admin, lang: 'en', json: { ...base, service_id: [] } });
    expect(empty.body.errors.service_id[0]).toMatch(/at least 1/);
  });

  it('filters by keyword and region', async () => {
    const riyadh = (await client.get(`${MAIN}/get-carCategories?region_id=1&per_page=100`, { token: admin })).body.data;
    expect(riyadh.length).toBeGreaterThan(3);
    expect(riyadh.every((row: { region: { id: number } }) => row.region.id === 1)).toBe(true);
    const found = (await client.get(`${MAIN}/get-carCategories?keyword=VIP`, { token: admin, lang: 'en' })).body.data;
    expect(found.map((row: { name: string }) => row.name)).toEqual(['VIP package']);
  });
});

describe('catalogue lookups', () => {
  it('answer id and name (and more) to any signed-in admin, unpaged', async () => {
    const services = await client.get(`${MAIN}/all-services?service_type_id=1`, { token: viewer, lang: 'en' });
    expect(services.status).toBe(200);
    expect(services.body.data[0]).toEqual({
      id: 1,
      name: 'Exterior wash',
      service_type: { id: 1, name: 'Car wash' },
      price: 35,
      status: true,
    });
    expect(services.body.data.every((row: { service_type: { id: number } }) => row.service_type.id === 1)).toBe(true);
    const active = (await client.get(`${MAIN}/all-services?status=1`, { token: viewer })).body.data;
    expect(active.every((row: { status: boolean }) => row.status)).toBe(true);
    const products = (await client.get(`${MAIN}/all-products`, { token: viewer, lang: 'en' })).body.data;
    expect(products[0]).toEqual({ id: 1, name: 'Car shampoo', price: 25, status: true });
    expect(products.length).toBeGreaterThan(20);
    const models = (await client.get(`${MAIN}/all-carModels?status=1`, { token: viewer, lang: 'en' })).body.data;
    expect(models[0]).toEqual({ id: 1, name: 'Toyota Camry', status: 1 });
    expect(models.map((row: { name: string }) => row.name)).not.toContain('Geely Coolray');
    for (const path of ['all-services', 'all-products', 'all-carModels']) {
      expect((await client.get(`${MAIN}/${path}`)).status).toBe(401);
    }
  });
});
