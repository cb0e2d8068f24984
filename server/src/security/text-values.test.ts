// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, pngFile, type TestApp } from '../testing/harness.js';

const API = '/api/v1/dashboard';
let ctx: TestApp;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await ctx.client.login(ADMIN);
});
afterAll(() => ctx.close());

const bank = (fields: Record<string, unknown>) => ctx.client.post(`${API}/banks`, { token: admin, lang: 'en', json: { name_ar: 'مصرف', name_en: 'Bank', country_id: 1, active: 1, ...fields } });

let counter = 0;
function newAdmin(fields: Record<string, string>) {
  counter += 1;
  return ctx.client.post(`${API}/users`, {
    token: admin,
    lang: 'en',
    multipart: {
      image_data: pngFile('me.png'),
      name: `Phone Test ${counter}`,
      email: `phone-test-${counter}@example.com`,
      phone_number: `05099900${String(counter).padStart(2, '0')}`,
      'roles[]': 3,
      password: 'Secret1',
      password_confirmation: 'Secret1',
      active: 1,
      ...fields,
    },
  });
}

describe('text values', () => {
  it('refuses JSON true or false where a text is asked, instead of storing "true"', async () => {
    const answers = [await bank({ name_en: true }), await bank({ name_ar: false })];
    expect(answers.map((answer) => answer.status)).toEqual([422, 422]);
    expect(answers[0]?.body.errors.name_en).toEqual(['The English name must be a string.']);
  });

  it.each([
    ['a right-to-left override', 'Bank\u202Egpj.exe'],
    ['a left-to-right isolate', 'Bank \u2066x\u2069'],
    ['a line break', 'Bank\nTwo'],
    ['a tab', 'Bank\tTwo'],
    ['a NUL', 'Bank\u0000'],
    ['a C1 control', 'Bank\u0085'],
  ])('refuses %s in a name, naming the field in the admin language', async (_what, name) => {
    const answer = await bank({ name_en: name });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.name_en).toEqual(['The English name must not contain line breaks, tabs, control characters or text-direction overrides.']);
    const arabic = await ctx.client.post(`${API}/users`, { token: admin, lang: 'ar', multipart: { name: name } });
    expect(arabic.body.errors.name[0]).toContain('اتجاه النص');
  });

  it('keeps Arabic and English names with spaces and punctuation', async () => {
    expect((await bank({ name_ar: 'مصرف الراجحي (الرياض) - فرع ١', name_en: "Al-Rajhi Bank, O'Neil & Co." })).status).toBe(200);
  });

  it('keeps line breaks in longer texts', async () => {
    const answer = await ctx.client.post(`${API}/questions`, { token: admin, lang: 'en', json: { name_ar: 'سؤال', name_en: 'Question', content_ar: 'سطر\nسطر', content_en: 'line\nline', active: 1 } });
    expect(answer.status).toBe(200);
  });
});

describe('admin phone numbers', () => {
  it("are unique, as clients' are", async () => {
    expect((await newAdmin({ phone_number: '0509990100' })).status).toBe(200);
    const again = await newAdmin({ phone_number: '0509990100' });
    expect(again.status).toBe(422);
    expect(again.body.errors.phone_number).toEqual([expect.stringContaining('has already been taken')]);
  });

  it('are unique when two admins are created with one at the same moment', async () => {
    const answers = await Promise.all([newAdmin({ phone_number: '0509990200' }), newAdmin({ phone_number: '0509990200' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });
});
