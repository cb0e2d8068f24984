// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SavedViewsRepository } from '../db/saved-views.js';
import { SAVED_VIEW_AREAS } from './saved-view-areas.js';
import { ADMIN, CONTENT_EDITOR, createTestApp, VIEWER, type TestApp, type TestClient } from '../testing/harness.js';

const VIEWS = '/api/v1/dashboard/saved-views';

let ctx: TestApp;
let client: TestClient;
let admin: string;
let editor: string;
let viewer: string;

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
  [admin, editor, viewer] = await Promise.all([client.login(ADMIN), client.login(CONTENT_EDITOR), client.login(VIEWER)]);
});
afterAll(() => ctx.close());

const state = (query: Record<string, string> = { status: '1' }, columns: unknown = null) => ({ query, columns });

async function create(token: string, body: Record<string, unknown>) {
  return client.post(VIEWS, { token, lang: 'en', json: { area: 'banks', state: state(), ...body } });
}

async function namesSeenBy(token: string, area = 'banks'): Promise<string[]> {
  const answer = await client.get(`${VIEWS}?area=${area}`, { token });
  expect(answer.status).toBe(200);
  return (answer.body.data as { name: string }[]).map((view) => view.name);
}

describe('saved views as their owner', () => {
  it('saves, lists, renames, reshapes and deletes a view', async () => {
    const columns = { order: ['name_en', 'id'], hidden: ['created_at'] };
    const created = await create(admin, { name: 'Active banks', state: state({ status: '1', sort_by: 'name_en' }, columns) });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Added Successfully');
    const view = created.body.data;
    expect(view).toMatchObject({ name: 'Active banks', area: 'banks', shared: false, mine: true, can_edit: true, can_delete: true });
    expect(view.state).toEqual({ query: { status: '1', sort_by: 'name_en' }, columns });
    expect(await namesSeenBy(admin)).toContain('Active banks');
    expect(await namesSeenBy(admin, 'countries')).not.toContain('Active banks');

    const renamed = await client.post(`${VIEWS}/${view.id}`, { token: admin, form: { _method: 'PUT', name: 'Banks on' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Banks on', state: view.state });

    // A form sends the state as JSON text.
    const reshaped = await client.post(`${VIEWS}/${view.id}`, {
      token: admin,
      form: { _method: 'PUT', state: JSON.stringify(state({ status: '0' })) },
    });
    expect(reshaped.status).toBe(200);
    expect(reshaped.body.data.state).toEqual({ query: { status: '0' }, columns: null });

    const deleted = await client.delete(`${VIEWS}/${view.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(await namesSeenBy(admin)).not.toContain('Banks on');
  });

  it('refuses a second view of the same name in the area, whatever its case, but not in another area', async () => {
    expect((await create(admin, { name: 'Twice' })).status).toBe(200);
    const again = await create(admin, { name: 'TWICE' });
    expect(again.status).toBe(422);
    expect(again.body.errors.name).toEqual(['The view name has already been taken.']);
    expect((await create(admin, { name: 'Twice', area: 'countries' })).status).toBe(200);
  });

  it('keeps at most 50 views per admin and area', async () => {
    for (let n = 0; n < 50; n += 1) expect((await create(viewer, { name: `View ${n}`, area: 'countries' })).status).toBe(200);
    const over = await create(viewer, { name: 'One more', area: 'countries' });
    expect(over.status).toBe(422);
    expect(over.body.errors.name[0]).toContain('50');
  });
});

describe('saved views as another admin', () => {
  it('hides a private view and shows a shared one, which only its owner may change', async () => {
    const mine = (await create(admin, { name: 'Private one', area: 'faq' })).body.data;
    const shared = (await create(admin, { name: 'For everyone', area: 'faq', shared: true })).body.data;

    const seen = await namesSeenBy(editor, 'faq');
    expect(seen).toContain('For everyone');
    expect(seen).not.toContain('Private one');
    const listed = (await client.get(`${VIEWS}?area=faq`, { token: editor })).body.data.find((view: { id: number }) => view.id === shared.id);
    expect(listed).toMatchObject({ mine: false, shared: true, can_edit: false, can_delete: false, owner: { name: expect.any(String) } });

    expect((await client.post(`${VIEWS}/${mine.id}`, { token: editor, form: { _method: 'PUT', name: 'Mine now' } })).status).toBe(404);
    expect((await client.delete(`${VIEWS}/${mine.id}`, { token: editor })).status).toBe(404);
    const rename = await client.post(`${VIEWS}/${shared.id}`, { token: editor, lang: 'en', form: { _method: 'PUT', name: 'Mine now' } });
    expect(rename.status).toBe(403);
    expect(rename.body.message).toBe('Only the admin who saved this view can change or delete it');
    expect((await client.delete(`${VIEWS}/${shared.id}`, { token: editor })).status).toBe(403);
    expect(await namesSeenBy(admin, 'faq')).toContain('For everyone');
  });

  it('lets a super admin delete a shared view of another admin, not a private one', async () => {
    const shared = (await create(editor, { name: 'Editor shares', area: 'faq', shared: true })).body.data;
    const hidden = (await create(editor, { name: 'Editor keeps', area: 'faq' })).body.data;
    const listed = (await client.get(`${VIEWS}?area=faq`, { token: admin })).body.data.find((view: { id: number }) => view.id === shared.id);
    expect(listed).toMatchObject({ can_edit: false, can_delete: true });
    expect((await client.post(`${VIEWS}/${shared.id}`, { token: admin, form: { _method: 'PUT', name: 'Taken over' } })).status).toBe(403);
    expect((await client.delete(`${VIEWS}/${hidden.id}`, { token: admin })).status).toBe(404);
    expect((await client.delete(`${VIEWS}/${shared.id}`, { token: admin })).status).toBe(200);
    expect(await namesSeenBy(editor, 'faq')).toEqual(expect.arrayContaining(['Editor keeps']));
    expect(await namesSeenBy(editor, 'faq')).not.toContain('Editor shares');
  });

  it('lets two admins use the same name', async () => {
    expect((await create(admin, { name: 'Same name', area: 'faq' })).status).toBe(200);
    expect((await create(editor, { name: 'Same name', area: 'faq' })).status).toBe(200);
  });
});

describe('saved views as nobody', () => {
  it('answers 401 to every call without a session', async () => {
    const id = (await create(admin, { name: 'Nobody sees' })).body.data.id;
    for (const answer of [
      await client.get(`${VIEWS}?area=banks`),
      await client.post(VIEWS, { json: { name: 'x', area: 'banks', state: state() } }),
      await client.post(`${VIEWS}/${id}`, { form: { _method: 'PUT', name: 'y' } }),
      await client.delete(`${VIEWS}/${id}`),
    ]) {
      expect(answer.status).toBe(401);
    }
  });
});

describe('saved views twice at once', () => {
  it('stores one of two identical saves and refuses the other with a 422', async () => {
    const answers = await Promise.all([create(admin, { name: 'Raced', area: 'cities' }), create(admin, { name: 'Raced', area: 'cities' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body.errors.name).toBeDefined();
    expect((await namesSeenBy(admin, 'cities')).filter((name) => name === 'Raced')).toHaveLength(1);
  });

  it('answers 422, not 500, when the database refuses a name the check let through (another server wrote it)', async () => {
    expect((await create(admin, { name: 'Checked', area: 'cities' })).status).toBe(200);
    const check = vi.spyOn(SavedViewsRepository.prototype, 'nameTaken').mockReturnValue(false);
    try {
      const again = await create(admin, { name: 'CHECKED', area: 'cities' });
      expect(again.status).toBe(422);
      expect(again.body.errors.name).toEqual(['The view name has already been taken.']);
      const other = (await create(admin, { name: 'Other', area: 'cities' })).body.data.id;
      const renamed = await client.post(`${VIEWS}/${other}`, { token: admin, lang: 'en', form: { _method: 'PUT', name: 'checked' } });
      expect(renamed.status).toBe(422);
      expect(renamed.body.errors.name).toEqual(['The view name has already been taken.']);
    } finally {
      check.mockRestore();
    }
  });
});

describe('saved views from hostile input', () => {
  it('stores HTML in a name as text', async () => {
    const name = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const created = await create(admin, { name });
    expect(created.status).toBe(200);
    expect(created.body.data.name).toBe(name);
    expect(created.headers['content-type']).toContain('application/json');
  });

  it.each([
    ['a missing name', { name: '' }, 'name', 'The view name field is required.'],
    ['a name over 80 characters', { name: 'x'.repeat(81) }, 'name', 'The view name must not be greater than 80 characters.'],
    ['a name that is a list', { name: ['a', 'b'] }, 'name', 'The view name must be a string.'],
    ['an area that is not a path', { name: 'n', area: '../admins' }, 'area', 'The area format is invalid.'],
    ['an area that is no list of the dashboard', { name: 'n', area: 'made-up-area' }, 'area', 'The selected area is invalid.'],
    ['an area over 60 characters', { name: 'n', area: 'a'.repeat(61) }, 'area', 'The area must not be greater than 60 characters.'],
    ['a missing state', { name: 'n', state: null }, 'state', 'The view state field is required.'],
    ['a state that is a list', { name: 'n', state: [1, 2] }, 'state', expect.stringContaining('must be an object')],
    ['a state that is not JSON', { name: 'n', state: '{nope' }, 'state', expect.stringContaining('must be an object')],
    ['a query value that is a number', { name: 'n', state: { query: { page: 2 }, columns: null } }, 'state', expect.stringContaining('must be an object')],
    ['columns that are not lists of names', { name: 'n', state: { query: {}, columns: { order: [1], hidden: [] } } }, 'state', expect.stringContaining('must be an object')],
    ['a state with other keys', { name: 'n', state: { query: {}, columns: null, html: '<b>' } }, 'state', expect.stringContaining('must be an object')],
    ['an oversized state', { name: 'n', state: { query: { q: 'x'.repeat(9000) }, columns: null } }, 'state', 'The view state must not be larger than 8 KB.'],
    ['a shared flag that is not a flag', { name: 'n', shared: 'maybe' }, 'shared', 'The shared field must be true or false.'],
  ])('refuses %s with a 422 naming the field', async (_case, body, field, message) => {
    const answer = await create(admin, body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toEqual([message]);
  });

  it('names the field in Arabic too', async () => {
    const answer = await client.post(VIEWS, { token: admin, lang: 'ar', json: { area: 'banks', state: state() } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.name).toEqual(['حقل اسم العرض مطلوب.']);
  });

  it('asks for the area when listing', async () => {
    const answer = await client.get(VIEWS, { token: admin, lang: 'en' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.area).toEqual(['The area field is required.']);
  });

  it('answers 404 for an id that is not a view', async () => {
    expect((await client.delete(`${VIEWS}/999999`, { token: admin })).status).toBe(404);
    expect((await client.delete(`${VIEWS}/abc`, { token: admin })).status).toBe(404);
  });
});

describe('saved views by one admin in a burst', () => {
  const big = () => state({ q: 'x'.repeat(7900) });

  it('stores none for a name that is no list of the dashboard, however many areas are made up', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => create(viewer, { name: 'Burst', area: `made-up-${n}`, state: big() })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(0);
  });

  it('stores none for a list the admin may not open, and shows them no shared view of it', async () => {
    expect((await create(admin, { name: 'Shared providers', area: 'providers', shared: true })).status).toBe(200);
    const answers = await Promise.all(['providers', 'admins', 'orders', 'cities'].map((area) => create(viewer, { name: 'Not mine', area })));
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    expect((await client.get(`${VIEWS}?area=providers`, { token: viewer })).status).toBe(403);
  });

  it('lets every admin keep views of the name-change requests, which every admin lists', async () => {
    expect((await create(viewer, { name: 'Requests', area: 'change-name-requests' })).status).toBe(200);
  });

  it('keeps at most 200 views per admin over every list', async () => {
    const areas = ['admins', 'banks', 'cities', 'countries', 'districts', 'drivers', 'orders', 'providers', 'roles', 'services'];
    const answers = await Promise.all(areas.flatMap((area) => Array.from({ length: 30 }, (_, n) => create(admin, { name: `Burst ${n}`, area, state: big() }))));
    const refused = answers.filter((answer) => answer.status === 422);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.body.errors.name).toEqual(['You already have 200 saved views in all: delete one first.']);
    let owned = 0;
    for (const area of Object.keys(SAVED_VIEW_AREAS)) {
      const listed = await client.get(`${VIEWS}?area=${area}`, { token: admin });
      owned += (listed.body.data as { mine: boolean }[]).filter((view) => view.mine).length;
    }
    expect(owned).toBe(200);
  });
});
