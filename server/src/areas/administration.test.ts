// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../auth/catalogue.js';
import { ADMIN, CATALOGUE_MANAGER, CONTENT_EDITOR, createTestApp, PNG, pngFile, VIEWER, type FormValue, type TestApp, type TestClient } from '../testing/harness.js';

const API = '/api/v1/dashboard';

let ctx: TestApp;
let client: TestClient;
let admin: string;
let viewer: string;
let editor: string;
let manager: string;

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
  [admin, viewer, editor, manager] = await Promise.all([client.login(ADMIN), client.login(VIEWER), client.login(CONTENT_EDITOR), client.login(CATALOGUE_MANAGER)]);
});
afterAll(() => ctx.close());

/** Permission ids by full name, as the roles screen sends them. */
async function permissionIds(): Promise<Map<string, number>> {
  const groups = (await client.get(`${API}/permissions`, { token: admin })).body.data.permissions as {
    parent_key: string;
    permissions: { id: number; key: string }[];
  }[];
  return new Map(groups.flatMap((group) => group.permissions.map((entry) => [`${group.parent_key} ${entry.key}`, entry.id])));
}

describe('dashboard/questions (FAQ)', () => {
  const valid = { name_ar: 'سؤال؟', name_en: 'Question?', content_ar: 'جواب', content_en: 'Answer' };

  it('lists questions with the localized name and content, three pages or more', async () => {
    const answer = await client.get(`${API}/questions`, { token: editor, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.meta.last_page).toBeGreaterThanOrEqual(3);
    expect(answer.body.permissions).toEqual({ index: true, create: true, edit: true, show: true, delete: true, activate: true });
    const first = (await client.get(`${API}/questions/1`, { token: editor, lang: 'en' })).body.data;
    expect(first).toEqual({
      id: 1,
      name: 'How do I order a service?',
      content: 'Pick the service, then the time and place, and confirm.',
      name_ar: 'كيف أطلب خدمة؟',
      name_en: 'How do I order a service?',
      content_ar: 'اختر الخدمة ثم الموعد والموقع وأكد الطلب.',
      content_en: 'Pick the service, then the time and place, and confirm.',
      active: true,
      created_at: expect.any(String),
    });
  });

  it('filters by name and active', async () => {
    const found = (await client.get(`${API}/questions?name=wallet`, { token: editor, lang: 'en' })).body.data;
    expect(found.map((row: { name: string }) => row.name)).toEqual(['How do I top up the wallet?']);
    const inactive = (await client.get(`${API}/questions?active=0`, { token: editor })).body.data;
    expect(inactive.length).toBeGreaterThan(0);
    expect(inactive.every((row: { active: boolean }) => !row.active)).toBe(true);
  });

  it('creates, updates with _method=PUT, switches and deletes', async () => {
    const created = await client.post(`${API}/questions`, { token: editor, lang: 'en', form: valid });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ ...valid, active: true, name: 'Question?' });
    const id = created.body.data.id as number;
    const updated = await client.post(`${API}/questions/${id}`, {
      token: editor,
      form: { ...valid, content_en: 'New answer', active: 0, _method: 'PUT' },
    });
    expect(updated.body.data).toMatchObject({ content_en: 'New answer', active: false });
    const switched = await client.post(`${API}/activation`, {
      token: editor,
      form: { model_id: id, active: 1, type: 'questions' },
    });
    expect(switched.status).toBe(200);
    expect((await client.get(`${API}/questions/${id}`, { token: editor })).body.data.active).toBe(true);
    expect((await client.delete(`${API}/questions/${id}`, { token: editor })).status).toBe(200);
    expect((await client.get(`${API}/questions/${id}`, { token: editor })).status).toBe(404);
  });

  it('requires the four texts, in order', async () => {
    const answer = await client.post(`${API}/questions`, { token: editor, lang: 'en', form: { active: 1 } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['name_ar', 'name_en', 'content_ar', 'content_en']);
  });

  it('answers 401 and 403', async () => {
    expect((await client.get(`${API}/questions`)).status).toBe(401);
    expect((await client.get(`${API}/questions`, { token: manager })).status).toBe(403);
    expect((await client.post(`${API}/questions`, { token: viewer, form: valid })).status).toBe(403);
    expect((await client.delete(`${API}/questions/1`, { token: manager })).status).toBe(403);
  });
});

describe('dashboard/roles', () => {
  it('lists roles with their grouped permissions and the whole catalogue for the form', async () => {
    const answer = await client.get(`${API}/roles`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    const { data, meta, permissions } = answer.body;
    expect(meta.last_page).toBeGreaterThanOrEqual(3);
    expect(permissions).toEqual({ index: true, create: true, edit: true, show: false, delete: true, activate: true });
    expect(data.roles_and_permissions).toHaveLength(10);
    const catalogue = loadCatalogue();
    expect(data.permissions.map((group: { parent_key: string }) => group.parent_key)).toEqual(catalogue.groups.map((group) => group.parent));
    const contact = data.permissions.find((group: { parent_key: string }) => group.parent_key === 'contactMessages');
    expect(contact).toEqual({
      parent_key: 'contactMessages',
      parent_key_trans: 'Contact messages',
      name: 'Contact messages',
      permissions: [
        { id: expect.any(Number), key: 'index', name: 'List' },
        { id: expect.any(Number), key: 'reply', name: 'Reply' },
      ],
    });
    const page3 = (await client.get(`${API}/roles?page=3`, { token: admin })).body.data.roles_and_permissions;
    expect(page3.map((role: { id: number }) => role.id)).toEqual([2, 1]);
  });

  it('answers one role with its permission ids and groups', async () => {
    const role = (await client.get(`${API}/roles/3`, { token: admin, lang: 'en' })).body.data;
    expect(role).toMatchObject({
      id: 3,
      name: 'content editor',
      active: true,
      users_count: 2,
      created_at: expect.any(String),
    });
    expect(role.permissions.map((group: { parent_key: string }) => group.parent_key)).toEqual(['contactMessages', 'appContent', 'questions']);
    expect(role.permission_ids).toHaveLength(role.permissions_count);
    expect(role.permissions_count).toBe(10);
  });

  it('filters by name', async () => {
    const found = (await client.get(`${API}/roles?name=editor`, { token: admin })).body.data.roles_and_permissions;
    expect(found.map((role: { name: string }) => role.name)).toContain('content editor');
    expect(found.every((role: { name: string }) => role.name.includes('editor'))).toBe(true);
  });

  it('creates a role from permissions[], adding the index of each group', async () => {
    const ids = await permissionIds();
    const answer = await client.post(`${API}/roles`, {
      token: admin,
      lang: 'en',
      form: { name: 'offer approvers', 'permissions[]': [ids.get('offers edit') ?? 0, ids.get('offers activate') ?? 0] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.permissions).toEqual([
      {
        parent_key: 'offers',
        parent_key_trans: 'Offers',
        name: 'Offers',
        permissions: [
          { id: ids.get('offers index'), key: 'index', name: 'List' },
          { id: ids.get('offers edit'), key: 'edit', name: 'Edit' },
          { id: ids.get('offers activate'), key: 'activate', name: 'Activate' },
        ],
      },
    ]);
    const indexed = await client.post(`${API}/roles/${answer.body.data.id}`, {
      token: admin,
      multipart: { name: 'offer approvers', 'permissions[0]': ids.get('faq') ?? ids.get('questions index') ?? 0, _method: 'PUT' },
    });
    expect(indexed.status).toBe(200);
    expect(indexed.body.data.permission_ids).toEqual([ids.get('questions index')]);
  });

  it('requires a unique name and at least one existing permission', async () => {
    const ids = await permissionIds();
    const one = ids.get('banks index') ?? 0;
    const cases: readonly [Record<string, FormValue>, string][] = [
      [{ 'permissions[]': [one] }, 'name'],
      [{ name: 'viewer', 'permissions[]': [one] }, 'name'],
      [{ name: 'VIEWER', 'permissions[]': [one] }, 'name'],
      [{ name: 'new role' }, 'permissions'],
      [{ name: 'new role', 'permissions[]': [99999] }, 'permissions.0'],
    ];
    for (const [form, field] of cases) {
      const answer = await client.post(`${API}/roles`, { token: admin, lang: 'en', form });
      expect(answer.status, field).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
  });

  it('protects role 1 with a 403 and a message', async () => {
    const ids = await permissionIds();
    const attempts = [
      client.post(`${API}/roles/1`, { token: admin, lang: 'en', form: { name: 'x', 'permissions[]': [ids.get('banks index') ?? 0], _method: 'PUT' } }),
      client.delete(`${API}/roles/1`, { token: admin, lang: 'en' }),
      client.post(`${API}/activation`, { token: admin, lang: 'en', form: { model_id: 1, active: 0, type: 'roles' } }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'The super admin role cannot be changed, deactivated or deleted' });
    }
    expect((await client.get(`${API}/roles/1`, { token: admin })).body.data.name).toBe('super admin');
  });

  it('refuses to delete a role an admin holds, deletes an unused one', async () => {
    const held = await client.delete(`${API}/roles/4`, { token: admin, lang: 'en' });
    expect(held.status).toBe(422);
    expect(held.body.message).toMatch(/still used by: admins \(\d+\)/);
    const ids = await permissionIds();
    const created = (await client.post(`${API}/roles`, { token: admin, form: { name: 'temporary', 'permissions[]': [ids.get('banks index') ?? 0] } })).body.data;
    expect((await client.delete(`${API}/roles/${created.id}`, { token: admin })).status).toBe(200);
    expect((await client.get(`${API}/roles/${created.id}`, { token: admin })).status).toBe(404);
  });

  it('switches a role through dashboard/activation; inactive roles leave the all-roles choices', async () => {
    const off = await client.post(`${API}/activation`, { token: admin, form: { model_id: 5, active: 0, type: 'roles' } });
    expect(off.status).toBe(200);
    const choices = (await client.get(`${API}/all-roles`, { token: admin })).body.data;
    expect(choices.map((role: { id: number }) => role.id)).not.toContain(5);
    await client.post(`${API}/activation`, { token: admin, form: { model_id: 5, active: 1, type: 'roles' } });
  });

  it('answers 401 and 403', async () => {
    expect((await client.get(`${API}/roles`)).status).toBe(401);
    for (const token of [viewer, editor, manager]) {
      expect((await client.get(`${API}/roles`, { token })).status).toBe(403);
      expect((await client.post(`${API}/roles`, { token, form: { name: 'x' } })).status).toBe(403);
    }
  });
});

describe('dashboard/users (admins)', () => {
  let counter = 0;
  function newAdmin(extra: Record<string, FormValue> = {}) {
    counter += 1;
    return {
      image_data: pngFile('me.png'),
      name: `New Admin ${counter}`,
      email: `new${counter}@example.com`,
      phone_number: `05011122${String(counter).padStart(2, '0')}`,
      'roles[]': 3,
      password: 'Secret1',
      password_confirmation: 'Secret1',
      active: 1,
      ...extra,
    };
  }

  it('lists admins with role, image and dates, three pages or more, filtered by each field', async () => {
    const answer = await client.get(`${API}/users`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.meta.last_page).toBeGreaterThanOrEqual(3);
    expect(answer.body.permissions).toEqual({ index: true, create: true, edit: true, show: true, delete: true, activate: true });
    const row = answer.body.data.find((entry: { email: string }) => entry.email === 'nouf@example.com');
    expect(row).toEqual({
      id: expect.any(Number),
      name: 'Nouf Alsahli',
      user_name: 'Nouf Alsahli',
      email: 'nouf@example.com',
      phone_number: '0500000120',
      avatar: null,
      avatar_thumb: null,
      profile_image: null,
      active: true,
      role: [{ id: 2, name: 'viewer' }],
      login_count: 0,
      last_logged: null,
      created_at: expect.any(String),
    });
    const get = async (query: string) => (await client.get(`${API}/users?${query}&per_page=100`, { token: admin })).body.data as Record<string, unknown>[];
    expect((await get('name=huda')).map((entry) => entry.email)).toEqual(['huda@example.com']);
    expect((await get('email=viewer@')).map((entry) => entry.name)).toEqual(['Viewer']);
    expect((await get('phone_number=0500000119')).map((entry) => entry.email)).toEqual(['bandar@example.com']);
    const inactive = await get('active=0');
    expect(inactive.length).toBeGreaterThan(0);
    expect(inactive.every((entry) => entry.active === false)).toBe(true);
  });

  it('creates an admin from multipart with an image, one role and a confirmed password', async () => {
    const answer = await client.post(`${API}/users`, { token: admin, lang: 'en', multipart: newAdmin() });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: 'New Admin 1',
      email: 'new1@example.com',
      role: [{ id: 3, name: 'content editor' }],
      active: true,
      avatar: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/storage\/[0-9a-f]{32}\.png$/),
    });
    expect(answer.body.data.profile_image).toBe(answer.body.data.avatar);
    const login = await client.post(`${API}/login`, { json: { email: 'new1@example.com', password: 'Secret1' } });
    expect(login.status).toBe(200);
    const image = await ctx.app.inject({ method: 'GET', url: new URL(answer.body.data.avatar).pathname });
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('checks every field of the create form', async () => {
    const { image_data: _image, ...withoutImage } = newAdmin();
    const cases: readonly [Record<string, FormValue>, string][] = [
      [withoutImage, 'image_data'],
      [newAdmin({ name: '' }), 'name'],
      [newAdmin({ email: 'not-an-email' }), 'email'],
      [newAdmin({ email: 'ADMIN@example.com' }), 'email'],
      [newAdmin({ phone_number: '' }), 'phone_number'],
      [newAdmin({ phone_number: '05-abc' }), 'phone_number'],
      [newAdmin({ 'roles[]': 999 }), 'roles'],
      [newAdmin({ 'roles[]': [3, 4] }), 'roles'],
      [newAdmin({ password: '12345', password_confirmation: '12345' }), 'password'],
      [newAdmin({ password_confirmation: 'Other12' }), 'password'],
      [newAdmin({ active: 'sure' }), 'active'],
    ];
    for (const [multipart, field] of cases) {
      const answer = await client.post(`${API}/users`, { token: admin, lang: 'en', multipart });
      expect(answer.status, field).toBe(422);
      expect(Object.keys(answer.body.errors), field).toEqual([field]);
    }
    const { 'roles[]': _roles, ...withoutRole } = newAdmin();
    const noRole = await client.post(`${API}/users`, { token: admin, lang: 'en', multipart: withoutRole });
    expect(Object.keys(noRole.body.errors)).toEqual(['roles']);
  });

  it('updates without a new image or password, and with status instead of active', async () => {
    const created = (await client.post(`${API}/users`, { token: admin, multipart: newAdmin() })).body.data;
    const { image_data: _image, password: _p, password_confirmation: _c, 'roles[]': _r, ...fields } = newAdmin({ email: created.email });
    const answer = await client.post(`${API}/users/${created.id}`, {
      token: admin,
      multipart: { ...fields, name: 'Renamed', 'roles[0]': 4, status: 0, _method: 'PUT' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: 'Renamed',
      avatar: created.avatar,
      active: false,
      role: [{ id: 4, name: 'catalogue manager' }],
    });
    const password = await client.post(`${API}/users/${created.id}`, {
      token: admin,
      form: { ...fields, 'roles[]': 4, password: 'Another1', password_confirmation: 'Another1', active: 1, _method: 'PUT' },
    });
    expect(password.status).toBe(200);
    expect((await client.post(`${API}/login`, { json: { email: created.email, password: 'Another1' } })).status).toBe(200);
    const taken = await client.post(`${API}/users/${created.id}`, {
      token: admin,
      form: { ...fields, email: 'viewer@example.com', 'roles[]': 4, _method: 'PUT' },
    });
    expect(Object.keys(taken.body.errors)).toEqual(['email']);
  });

  it('protects admin 1: no edit, delete or deactivation (403)', async () => {
    const attempts = [
      client.post(`${API}/users/1`, { token: admin, lang: 'en', form: { name: 'x', _method: 'PUT' } }),
      client.delete(`${API}/users/1`, { token: admin, lang: 'en' }),
      client.post(`${API}/activation`, { token: admin, lang: 'en', form: { model_id: 1, active: 0, type: 'users' } }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'The main admin account cannot be changed, deactivated or deleted' });
    }
  });

  it('deactivating an admin ends their sessions; deleting removes the account', async () => {
    const created = (await client.post(`${API}/users`, { token: admin, multipart: newAdmin() })).body.data;
    const token = await client.login({ email: created.email, password: 'Secret1' });
    expect((await client.get(`${API}/questions`, { token })).status).toBe(200);
    const off = await client.post(`${API}/activation`, { token: admin, form: { model_id: created.id, active: 0, type: 'users' } });
    expect(off.status).toBe(200);
    expect((await client.get(`${API}/questions`, { token })).status).toBe(401);
    await client.post(`${API}/activation`, { token: admin, form: { model_id: created.id, active: 1, type: 'users' } });
    expect((await client.get(`${API}/questions`, { token })).status).toBe(401);
    expect((await client.delete(`${API}/users/${created.id}`, { token: admin })).status).toBe(200);
    expect((await client.get(`${API}/users/${created.id}`, { token: admin })).status).toBe(404);
  });

  it('lets an admins manager work, but not grant the super admin role nor remove themself', async () => {
    const managerToken = await client.login({ email: 'lama@example.com', password: 'Staff123' });
    const ownId = (await client.get(`${API}/users?email=lama@`, { token: managerToken })).body.data[0].id as number;
    const promote = await client.post(`${API}/users`, {
      token: managerToken,
      lang: 'en',
      multipart: newAdmin({ 'roles[]': 1 }),
    });
    expect(promote.status).toBe(422);
    expect(promote.body.errors.roles).toEqual(['Only a super admin can grant the super admin role']);
    // A role whose permissions they all hold: their own.
    expect((await client.post(`${API}/users`, { token: managerToken, multipart: newAdmin({ 'roles[]': 13 }) })).status).toBe(200);
    const self = await client.delete(`${API}/users/${ownId}`, { token: managerToken, lang: 'en' });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot delete your own account');
    const off = await client.post(`${API}/activation`, {
      token: managerToken,
      form: { model_id: ownId, active: 0, type: 'users' },
    });
    expect(off.status).toBe(403);
  });

  it('a new password set on the admins screen ends the sessions of that admin', async () => {
    const created = (await client.post(`${API}/users`, { token: admin, multipart: newAdmin() })).body.data;
    const token = await client.login({ email: created.email, password: 'Secret1' });
    const { image_data: _image, ...fields } = newAdmin({ email: created.email, password: 'Renewed1', password_confirmation: 'Renewed1' });
    const renamed = await client.post(`${API}/users/${created.id}`, { token: admin, form: { ...fields, password: '', password_confirmation: '', _method: 'PUT' } });
    expect(renamed.status).toBe(200);
    expect((await client.get(`${API}/questions`, { token })).status).toBe(200);
    const changed = await client.post(`${API}/users/${created.id}`, { token: admin, form: { ...fields, _method: 'PUT' } });
    expect(changed.status).toBe(200);
    expect((await client.get(`${API}/questions`, { token })).status).toBe(401);
    expect((await client.get(`${API}/questions`, { token: admin })).status).toBe(200);
  });

  it('shows an admin to those who may, and always to the admin themself', async () => {
    expect((await client.get(`${API}/users/5`, { token: admin })).status).toBe(200);
    expect((await client.get(`${API}/users/3`, { token: editor })).status).toBe(200);
    expect((await client.get(`${API}/users/4`, { token: editor })).status).toBe(403);
    expect((await client.get(`${API}/users/9999`, { token: editor })).status).toBe(403);
    expect((await client.get(`${API}/users/9999`, { token: admin })).status).toBe(404);
  });

  it('answers 401 and 403', async () => {
    expect((await client.get(`${API}/users`)).status).toBe(401);
    for (const token of [viewer, editor, manager]) {
      expect((await client.get(`${API}/users`, { token })).status).toBe(403);
      expect((await client.post(`${API}/users`, { token, multipart: newAdmin() })).status).toBe(403);
      expect((await client.delete(`${API}/users/5`, { token })).status).toBe(403);
    }
  });
});

describe('no privilege escalation through admins and roles', () => {
  /** Role 13: every admins permission and the roles list. */
  const ADMINS_MANAGER = { email: 'lama@example.com', password: 'Staff123' } as const;
  /** Role 14: roles index, create, edit, delete and activate. */
  const ROLES_MANAGER = { email: 'majed@example.com', password: 'Staff123' } as const;
  let lama: string;
  let majed: string;
  let serial = 0;

  beforeAll(async () => {
    [lama, majed] = await Promise.all([client.login(ADMINS_MANAGER), client.login(ROLES_MANAGER)]);
  });

  function account(role: number, extra: Record<string, FormValue> = {}): Record<string, FormValue> {
    serial += 1;
    return {
      name: `Escalation ${serial}`,
      email: `escalation${serial}@example.com`,
      phone_number: `05022233${String(serial).padStart(2, '0')}`,
      'roles[]': role,
      password: 'Secret1',
      password_confirmation: 'Secret1',
      active: 1,
      ...extra,
    };
  }

  async function adminId(email: string): Promise<number> {
    return (await client.get(`${API}/users?email=${encodeURIComponent(email)}`, { token: admin })).body.data[0].id as number;
  }

  async function signsIn(email: string, password: string): Promise<boolean> {
    return (await client.post(`${API}/login`, { json: { email, password } })).status === 200;
  }

  it('leaves a super admin account to super admins: no edit, password, role, switch or delete by anyone else', async () => {
    const second = account(1, { email: 'second-super@example.com' });
    const created = await client.post(`${API}/users`, { token: admin, multipart: { ...second, image_data: pngFile() } });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    const takeover = { ...second, email: 'taken-over@example.com', password: 'Owned123', password_confirmation: 'Owned123', _method: 'PUT' };
    const attempts = [
      client.post(`${API}/users/${id}`, { token: lama, lang: 'en', form: takeover }),
      client.post(`${API}/users/${id}`, { token: lama, lang: 'en', form: { ...second, 'roles[]': 13, _method: 'PUT' } }),
      client.post(`${API}/activation`, { token: lama, lang: 'en', form: { model_id: id, active: 0, type: 'users' } }),
      client.delete(`${API}/users/${id}`, { token: lama, lang: 'en' }),
      client.post(`/api/v1/update_phone_after_register/${id}`, { token: lama, lang: 'en', form: { phone: '0509999999', country_id: 1 } }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'Only a super admin can change a super admin account' });
    }
    expect(await signsIn('taken-over@example.com', 'Owned123')).toBe(false);
    expect(await signsIn('second-super@example.com', 'Secret1')).toBe(true);
    const stored = (await client.get(`${API}/users/${id}`, { token: admin })).body.data;
    expect(stored).toMatchObject({ email: 'second-super@example.com', phone_number: second.phone_number, active: true, role: [{ id: 1 }] });
    // A super admin still manages it.
    const renamed = await client.post(`${API}/users/${id}`, { token: admin, form: { ...second, name: 'Second Super', _method: 'PUT' } });
    expect(renamed.status).toBe(200);
  });

  it('gives a role only to someone who holds every permission of it', async () => {
    const refused = await client.post(`${API}/users`, { token: lama, lang: 'en', multipart: { ...account(3), image_data: pngFile() } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ roles: ['You cannot give a role that holds permissions you do not have'] });
    const own = await client.post(`${API}/users`, { token: lama, multipart: { ...account(13), image_data: pngFile() } });
    expect(own.status).toBe(200);
    const id = own.body.data.id as number;
    const { password: _p, password_confirmation: _c, ...fields } = account(4, { email: own.body.data.email });
    const promote = await client.post(`${API}/users/${id}`, { token: lama, lang: 'en', form: { ...fields, _method: 'PUT' } });
    expect(promote.status).toBe(422);
    expect(Object.keys(promote.body.errors)).toEqual(['roles']);
    expect((await client.get(`${API}/users/${id}`, { token: admin })).body.data.role).toEqual([{ id: 13, name: 'admins manager' }]);
  });

  it("keeps an account whose role holds more than the editor out of the editor's reach", async () => {
    const id = await adminId('catalogue@example.com');
    const form = {
      name: 'Catalogue Manager',
      email: 'catalogue@example.com',
      phone_number: '0500000004',
      'roles[]': 4,
      password: 'Owned123',
      password_confirmation: 'Owned123',
      active: 1,
      _method: 'PUT',
    };
    const attempts = [
      client.post(`${API}/users/${id}`, { token: lama, lang: 'en', form }),
      client.post(`${API}/activation`, { token: lama, lang: 'en', form: { model_id: id, active: 0, type: 'users' } }),
      client.delete(`${API}/users/${id}`, { token: lama, lang: 'en' }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'You cannot change an admin whose role holds permissions you do not have' });
    }
    expect(await signsIn('catalogue@example.com', 'Owned123')).toBe(false);
    expect(await signsIn(CATALOGUE_MANAGER.email, CATALOGUE_MANAGER.password)).toBe(true);
  });

  it('does not let anyone change their own role', async () => {
    const everything = [...(await permissionIds()).values()];
    const attempts = [
      client.post(`${API}/roles/14`, { token: majed, lang: 'en', form: { name: 'roles manager', 'permissions[]': everything, _method: 'PUT' } }),
      client.post(`${API}/activation`, { token: majed, lang: 'en', form: { model_id: 14, active: 0, type: 'roles' } }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'You cannot change your own role' });
    }
    const groups = (await client.get(`${API}/permissions`, { token: majed })).body.data.permissions as {
      permissions: { has_permission: boolean }[];
    }[];
    expect(groups.flatMap((group) => group.permissions).filter((entry) => entry.has_permission)).toHaveLength(5);
  });

  it('grants only permissions the editor holds; a role keeps the others, which the editor cannot take away', async () => {
    const ids = await permissionIds();
    const id = (name: string): number => ids.get(name) ?? 0;
    const grab = await client.post(`${API}/roles`, {
      token: majed,
      lang: 'en',
      form: { name: 'grab bag', 'permissions[]': [id('roles index'), id('admins edit')] },
    });
    expect(grab.status).toBe(422);
    expect(grab.body.errors).toEqual({
      permissions: ['You cannot grant or take away permissions you do not have: Admins: List, Admins: Edit'],
    });
    const mine = await client.post(`${API}/roles`, { token: majed, form: { name: 'role clerks', 'permissions[]': [id('roles index')] } });
    expect(mine.status).toBe(200);

    // Role 6 holds "contactMessages index", which the roles manager does not.
    const update = (permissions: number[]) => client.post(`${API}/roles/6`, { token: majed, lang: 'en', form: { name: 'support viewers', 'permissions[]': permissions, _method: 'PUT' } });
    const kept = await update([id('contactMessages index'), id('roles index')]);
    expect(kept.status).toBe(200);
    expect(kept.body.data.permission_ids).toEqual([id('contactMessages index'), id('roles index')].sort((a, b) => a - b));
    const added = await update([id('contactMessages index'), id('banks index')]);
    expect(added.status).toBe(422);
    expect(added.body.errors.permissions).toEqual(['You cannot grant or take away permissions you do not have: Banks: List']);
    const removed = await update([id('roles index')]);
    expect(removed.status).toBe(422);
    expect(removed.body.errors.permissions).toEqual(['You cannot grant or take away permissions you do not have: Contact messages: List']);
    expect((await client.get(`${API}/roles/6`, { token: admin })).body.data.name).toBe('support viewers');

    // Switching a role on or off gives or takes away all it holds.
    const off = await client.post(`${API}/activation`, { token: majed, lang: 'en', form: { model_id: 6, active: 0, type: 'roles' } });
    expect(off.status).toBe(403);
    expect(off.body).toEqual({ message: 'You cannot switch or delete a role that holds permissions you do not have' });
    const ownOff = await client.post(`${API}/activation`, { token: majed, form: { model_id: mine.body.data.id, active: 0, type: 'roles' } });
    expect(ownOff.status).toBe(200);
  });
});
