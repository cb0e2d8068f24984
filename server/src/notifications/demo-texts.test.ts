// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../testing/harness.js';
import { withDemoTexts } from './demo-texts.js';
import type { AdminNotice } from './notifier.js';

const NOTIFY = '/api/v1/dashboard/demo/notify';
const LIST = '/api/v1/dashboard/get-notifications-admin';

const notice: AdminNotice = {
  notifyType: 'contact_us',
  titleAr: 'رسالة تواصل جديدة',
  titleEn: 'New contact message',
  bodyAr: 'نص',
  bodyEn: 'Text',
  data: { type: 'contact', provider_id: null },
};

describe('withDemoTexts', () => {
  it('says the title and body given in both languages, keeping the rest', () => {
    expect(withDemoTexts(notice, { title: '<b>T</b>', body: 'B' })).toEqual({
      ...notice,
      titleAr: '<b>T</b>',
      titleEn: '<b>T</b>',
      bodyAr: 'B',
      bodyEn: 'B',
    });
    expect(withDemoTexts(notice, { body: 'B' })).toEqual({ ...notice, bodyAr: 'B', bodyEn: 'B' });
    expect(withDemoTexts(notice, {})).toEqual(notice);
  });
});

describe('POST dashboard/demo/notify with title and body', () => {
  let ctx: TestApp;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestApp({ demoEvents: true });
    token = await ctx.client.login(ADMIN);
  });
  afterAll(() => ctx.close());

  it('stores and answers the texts given, exactly as sent, for any type', async () => {
    const title = '<script>window.__xss=1</script>';
    const body = '<img src=x onerror="window.__xss=1"> \u202Eabc';
    const answer = await ctx.client.post(NOTIFY, { token, json: { notify_type: 'new_provider', title, body } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ notify_type: 'new_provider', title_ar: title, title_en: title, body_ar: body, body_en: body });
    expect(answer.body.data.data).toMatchObject({ type: 'provider', provider_id: expect.any(Number) });
    for (const lang of ['ar', 'en'] as const) {
      const newest = (await ctx.client.get(LIST, { token, lang })).body.data[0];
      expect(newest).toMatchObject({ notify_type: 'new_provider', title, body });
    }
  });

  it("keeps the event's own body when only a title is given", async () => {
    const answer = await ctx.client.post(NOTIFY, { token, lang: 'en', form: { title: 'Only a title' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.title_en).toBe('Only a title');
    expect(answer.body.data.body_en).toMatch(/sent a message through the contact form/);
  });

  it('refuses a title over 255 characters and raises nothing', async () => {
    const before = (await ctx.client.get(LIST, { token })).body.meta.total;
    const answer = await ctx.client.post(NOTIFY, { token, lang: 'en', form: { title: 'x'.repeat(256) } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['title']);
    expect((await ctx.client.get(LIST, { token })).body.meta.total).toBe(before);
  });
});
