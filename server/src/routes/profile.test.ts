// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWith } from '../testing/accounts.js';
import { ADMIN, createTestApp, PNG, VIEWER, type TestApp, type TestClient } from '../testing/harness.js';

const API = '/api/v1';

let ctx: TestApp;
let client: TestClient;
let admin: string;
let viewer: string;

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
  admin = await client.login(ADMIN);
  viewer = await client.login(VIEWER);
});
afterAll(() => ctx.close());

const profile = { name: 'Viewer', email: VIEWER.email, phone_number: '0500000002', status: '1' };

describe('GET dashboard/users/{id}', () => {
  it('answers the admin profile', async () => {
    const answer = await client.get(`${API}/dashboard/users/1`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      id: 1,
      name: 'Admin',
      user_name: 'Admin',
      email: 'admin@example.com',
      phone_number: '0500000001',
      avatar: null,
      avatar_thumb: null,
      profile_image: null,
      active: true,
      role: [{ id: 1, name: 'super admin' }],
      login_count: expect.any(Number),
      last_logged: expect.any(String),
      created_at: expect.any(String),
    });
  });

  it('lets an admin read their own profile and the super admin read any', async () => {
    expect((await client.get(`${API}/dashboard/users/2`, { token: viewer })).status).toBe(200);
    expect((await client.get(`${API}/dashboard/users/2`, { token: admin })).status).toBe(200);
  });

  it('refuses another admin profile with 403, before saying whether it exists', async () => {
    expect((await client.get(`${API}/dashboard/users/1`, { token: viewer })).status).toBe(403);
    expect((await client.get(`${API}/dashboard/users/999`, { token: viewer })).status).toBe(403);
  });

  it('answers 404 for a missing admin and 401 without a session', async () => {
    expect((await client.get(`${API}/dashboard/users/999`, { token: admin })).status).toBe(404);
    expect((await client.get(`${API}/dashboard/users/abc`, { token: admin })).status).toBe(404);
    expect((await client.get(`${API}/dashboard/users/1`)).status).toBe(401);
  });
});

describe('POST dashboard/update-profile', () => {
  it('updates the caller from multipart, storing the image', async () => {
    const answer = await client.post(`${API}/dashboard/update-profile`, {
      token: viewer,
      lang: 'en',
      multipart: {
        ...profile,
        name: 'Viewer Two',
        profile_image: { filename: 'me.PNG', contentType: 'image/png', data: PNG },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Edited Successfully');
    expect(answer.body.data.name).toBe('Viewer Two');
    expect(answer.body.data.avatar).toMatch(/^http:\/\/localhost(:\d+)?\/storage\/[0-9a-f]{32}\.png$/);

    const path = new URL(answer.body.data.avatar as string).pathname;
    const image = await ctx.app.inject({ method: 'GET', url: path });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const login = await client.post(`${API}/dashboard/login`, { json: VIEWER });
    expect(login.body.data.avatar).toBe(answer.body.data.avatar);
  });

  it('updates from a url-encoded form and keeps the avatar when no file is sent', async () => {
    const before = (await client.get(`${API}/dashboard/users/2`, { token: viewer })).body.data.avatar;
    const answer = await client.post(`${API}/dashboard/update-profile`, { token: viewer, form: profile });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ name: 'Viewer', phone_number: '0500000002', avatar: before });
  });

  it('keeps the phone number when the form leaves the field out, clears it when sent empty', async () => {
    const { phone_number: _left, ...withoutPhone } = profile;
    const kept = await client.post(`${API}/dashboard/update-profile`, { token: viewer, form: withoutPhone });
    expect(kept.body.data.phone_number).toBe('0500000002');
    const cleared = await client.post(`${API}/dashboard/update-profile`, { token: viewer, form: { ...profile, phone_number: '' } });
    expect(cleared.body.data.phone_number).toBeNull();
    await client.post(`${API}/dashboard/update-profile`, { token: viewer, form: profile });
  });

  it('takes only png, jpg or jpeg images whose bytes agree', async () => {
    const files = [
      { filename: 'me.gif', contentType: 'image/gif', data: Buffer.from('GIF89a') },
      { filename: 'me.png', contentType: 'image/png', data: Buffer.from('not really a png') },
      { filename: 'me.jpg', contentType: 'image/jpeg', data: PNG },
    ];
    for (const file of files) {
      const answer = await client.post(`${API}/dashboard/update-profile`, {
        token: viewer,
        lang: 'en',
        multipart: { ...profile, profile_image: file },
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        message: 'The Selected File Must Be An Image',
        errors: { profile_image: ['The Selected File Must Be An Image'] },
      });
    }
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
    const ok = await client.post(`${API}/dashboard/update-profile`, {
      token: viewer,
      multipart: { ...profile, profile_image: { filename: 'me.jpeg', contentType: 'image/jpeg', data: jpeg } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.avatar).toMatch(/\.jpg$/);
  });

  it('requires name and a unique, valid email', async () => {
    const cases: readonly [Record<string, string>, string][] = [
      [{ ...profile, name: ' ' }, 'name'],
      [{ ...profile, email: '' }, 'email'],
      [{ ...profile, email: 'nope' }, 'email'],
      [{ ...profile, email: ADMIN.email }, 'email'],
      [{ ...profile, phone_number: '0'.repeat(16) }, 'phone_number'],
      [{ ...profile, status: '0' }, 'status'],
    ];
    for (const [form, field] of cases) {
      const answer = await client.post(`${API}/dashboard/update-profile`, { token: viewer, form });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
  });

  it('changes the password only with a matching confirmation of at least 6 characters', async () => {
    const short = await client.post(`${API}/dashboard/update-profile`, {
      token: viewer,
      form: { ...profile, password: '12345', password_confirmation: '12345' },
    });
    expect(short.status).toBe(422);
    const mismatch = await client.post(`${API}/dashboard/update-profile`, {
      token: viewer,
      form: { ...profile, password: '123456', password_confirmation: '1234567' },
    });
    expect(mismatch.status).toBe(422);
    const ok = await client.post(`${API}/dashboard/update-profile`, {
      token: viewer,
      form: { ...profile, password: 'Changed1', password_confirmation: 'Changed1', current_password: VIEWER.password },
    });
    expect(ok.status).toBe(200);
    expect((await client.post(`${API}/dashboard/login`, { json: { email: VIEWER.email, password: 'Changed1' } })).status).toBe(200);
    await client.post(`${API}/dashboard/update-profile`, {
      token: viewer,
      form: { ...profile, password: VIEWER.password, password_confirmation: VIEWER.password, current_password: 'Changed1' },
    });
    expect((await client.post(`${API}/dashboard/login`, { json: VIEWER })).status).toBe(200);
  });

  it('asks for the current password to change the password or the email, and nothing else', async () => {
    const update = (form: Record<string, string>) => client.post(`${API}/dashboard/update-profile`, { token: viewer, lang: 'en', form: { ...profile, ...form } });
    const newPassword = { password: 'Changed2', password_confirmation: 'Changed2' };
    const cases: readonly [Record<string, string>, string][] = [
      [newPassword, 'The current password field is required.'],
      [{ ...newPassword, current_password: 'Wrong123' }, 'The current password is incorrect'],
      [{ email: 'viewer.new@example.com' }, 'The current password field is required.'],
      [{ email: 'viewer.new@example.com', current_password: 'Wrong123' }, 'The current password is incorrect'],
    ];
    for (const [form, message] of cases) {
      const answer = await update(form);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ current_password: [message] });
    }
    expect((await client.get(`${API}/dashboard/users/2`, { token: viewer })).body.data.email).toBe(VIEWER.email);
    expect((await client.post(`${API}/dashboard/login`, { json: { email: VIEWER.email, password: 'Changed2' } })).status).toBe(422);
    // Three wrong passwords, two here and one at sign-in, stay under the sign-in limit.
    expect((await client.post(`${API}/dashboard/login`, { json: VIEWER })).status).toBe(200);
    // Neither the name, the phone nor a change of letter case in the email needs it.
    expect((await update({ name: 'Viewer', email: VIEWER.email.toUpperCase() })).status).toBe(200);
    expect((await update({})).status).toBe(200);

    const moved = await update({ email: 'viewer.new@example.com', current_password: VIEWER.password });
    expect(moved.status).toBe(200);
    expect(moved.body.data.email).toBe('viewer.new@example.com');
    expect((await update({ current_password: VIEWER.password })).status).toBe(200);
  });

  it('ends the other sessions of an admin whose password changes, and keeps the one that changed it', async () => {
    const other = await client.login(VIEWER);
    const change = await client.post(`${API}/dashboard/update-profile`, {
      token: viewer,
      form: { ...profile, password: 'Changed3', password_confirmation: 'Changed3', current_password: VIEWER.password },
    });
    expect(change.status).toBe(200);
    expect((await client.get(`${API}/dashboard/users/2`, { token: other })).status).toBe(401);
    expect((await client.get(`${API}/dashboard/users/2`, { token: viewer })).status).toBe(200);
    // Changing only the name leaves the other sessions alone.
    const third = await client.login({ email: VIEWER.email, password: 'Changed3' });
    expect((await client.post(`${API}/dashboard/update-profile`, { token: viewer, form: profile })).status).toBe(200);
    expect((await client.get(`${API}/dashboard/users/2`, { token: third })).status).toBe(200);
    await client.post(`${API}/dashboard/update-profile`, {
      token: viewer,
      form: { ...profile, password: VIEWER.password, password_confirmation: VIEWER.password, current_password: 'Changed3' },
    });
  });

  it('answers 401 without a session', async () => {
    expect((await client.post(`${API}/dashboard/update-profile`, { form: profile })).status).toBe(401);
  });
});

describe('POST update_phone_after_register/{userId}', () => {
  it('stores the phone and country', async () => {
    const answer = await client.post(`${API}/update_phone_after_register/2`, {
      token: viewer,
      form: { phone: '0551234567', country_id: 1 },
      lang: 'en',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Edited Successfully' });
    expect((await client.get(`${API}/dashboard/users/2`, { token: viewer })).body.data.phone_number).toBe('0551234567');
  });

  it('requires a phone of at most 15 characters and an existing country', async () => {
    const cases: readonly [Record<string, string | number>, string][] = [
      [{ country_id: 1 }, 'phone'],
      [{ phone: '1234567890123456', country_id: 1 }, 'phone'],
      [{ phone: '0551234567' }, 'country_id'],
      [{ phone: '0551234567', country_id: 9999 }, 'country_id'],
    ];
    for (const [form, field] of cases) {
      const answer = await client.post(`${API}/update_phone_after_register/2`, { token: viewer, form });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
  });

  it('is not under dashboard/, and guards other accounts', async () => {
    expect(
      (
        await client.post(`${API}/dashboard/update_phone_after_register/2`, {
          token: viewer,
          form: { phone: '1', country_id: 1 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await client.post(`${API}/update_phone_after_register/1`, {
          token: viewer,
          form: { phone: '1', country_id: 1 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await client.post(`${API}/update_phone_after_register/999`, {
          token: admin,
          form: { phone: '1', country_id: 1 },
        })
      ).status,
    ).toBe(404);
    expect((await client.post(`${API}/update_phone_after_register/2`, { form: { phone: '1', country_id: 1 } })).status).toBe(401);
  });
});

describe('the main admin account (id 1)', () => {
  it('refuses a phone change by any other admin, even one who may edit admins', async () => {
    const editor = await signInWith(ctx, ['admins index', 'admins edit']);
    const answer = await client.post(`${API}/update_phone_after_register/1`, {
      token: editor,
      lang: 'en',
      form: { phone: '0509999999', country_id: 1 },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'The main admin account cannot be changed, deactivated or deleted' });
    expect((await client.get(`${API}/dashboard/users/1`, { token: admin })).body.data.phone_number).toBe('0500000001');
  });

  it('lets the main admin change its own phone and profile', async () => {
    const own = await client.post(`${API}/update_phone_after_register/1`, { token: admin, form: { phone: '0509999999', country_id: 1 } });
    expect(own.status).toBe(200);
    const back = await client.post(`${API}/dashboard/update-profile`, {
      token: admin,
      form: { name: 'Admin', email: ADMIN.email, phone_number: '0500000001', status: '1' },
    });
    expect(back.status).toBe(200);
    expect(back.body.data.phone_number).toBe('0500000001');
  });
});
