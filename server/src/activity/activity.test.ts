// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWith } from '../testing/accounts.js';
import { ADMIN, createTestApp, VIEWER, type TestApp, type TestClient } from '../testing/harness.js';

const API = '/api/v1';
const D = `${API}/dashboard`;

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

/** One record's history, newest first. */
async function historyOf(subjectType: string, subjectId: number | string, token = admin) {
  const answer = await client.get(`${D}/activity?subject_type=${subjectType}&subject_id=${subjectId}&per_page=100`, { token });
  expect(answer.status).toBe(200);
  return answer.body.data as any[];
}

async function newestEntry(query = '') {
  const answer = await client.get(`${D}/activity?per_page=1${query}`, { token: admin });
  expect(answer.status).toBe(200);
  return answer.body.data[0];
}

async function createBank(name: string): Promise<number> {
  const created = await client.post(`${D}/banks`, { token: admin, form: { name_ar: `بنك ${name}`, name_en: `Bank ${name}`, country_id: 1, swift_code: 'RJHISARI' } });
  expect(created.status).toBe(200);
  return created.body.data.id as number;
}

describe('the generic areas log their writes', () => {
  it('logs a create with every field set, the admin as causer and the address', async () => {
    const id = await createBank('One');
    const [entry] = await historyOf('banks', id);
    expect(entry).toMatchObject({
      log_name: 'default',
      event: 'created',
      subject_type: 'banks',
      subject_id: id,
      causer: { id: 1 },
      reason: null,
      restorable: false,
    });
    expect(entry.causer.name).toEqual(expect.any(String));
    expect(entry.ip_address).toEqual(expect.any(String));
    expect(entry.properties.attributes).toMatchObject({ name_ar: 'بنك One', name_en: 'Bank One', country_id: 1, swift_code: 'RJHISARI' });
    expect(entry.properties.old).toBeUndefined();
    expect(Number.isNaN(Date.parse(entry.created_at))).toBe(false);
  });

  it('logs only the changed fields of an update, old and new', async () => {
    const id = await createBank('Two');
    const updated = await client.post(`${D}/banks/${id}`, { token: admin, form: { _method: 'PUT', name_ar: 'بنك Two', name_en: 'Bank Two renamed', country_id: 1, swift_code: 'RJHISARI' } });
    expect(updated.status).toBe(200);
    const [entry] = await historyOf('banks', id);
    expect(entry.event).toBe('updated');
    expect(entry.properties).toEqual({ old: { name_en: 'Bank Two' }, attributes: { name_en: 'Bank Two renamed' } });
  });

  it('logs a switch off and on with the active flag', async () => {
    const id = await createBank('Three');
    expect((await client.post(`${D}/activation`, { token: admin, form: { model_id: id, active: 0, type: 'banks' } })).status).toBe(200);
    const [off] = await historyOf('banks', id);
    expect(off).toMatchObject({ event: 'deactivated', properties: { old: { active: true }, attributes: { active: false } } });
    expect((await client.post(`${D}/activation`, { token: admin, form: { model_id: id, active: 1, type: 'banks' } })).status).toBe(200);
    const [on] = await historyOf('banks', id);
    expect(on).toMatchObject({ event: 'activated', properties: { old: { active: false }, attributes: { active: true } } });
  });

  it('logs a delete with the whole row, restorable by the super admin', async () => {
    const id = await createBank('Four');
    expect((await client.delete(`${D}/banks/${id}`, { token: admin })).status).toBe(200);
    const [entry] = await historyOf('banks', id);
    expect(entry).toMatchObject({ event: 'deleted', restorable: true });
    expect(entry.properties.old).toMatchObject({ name_ar: 'بنك Four', name_en: 'Bank Four', country_id: 1, swift_code: 'RJHISARI' });
    expect(entry.properties.attributes).toBeUndefined();
  });

  it('leaves no entry when a write is refused (422, 403, 404)', async () => {
    const before = (await newestEntry()).id;
    expect((await client.post(`${D}/banks`, { token: admin, form: { name_ar: '', name_en: 'x', country_id: 1 } })).status).toBe(422);
    expect((await client.post(`${D}/banks`, { token: viewer, form: { name_ar: 'بنك', name_en: 'Bank', country_id: 1, swift_code: 'RJHISARI' } })).status).toBe(403);
    expect((await client.post(`${D}/banks/999999`, { token: admin, form: { _method: 'PUT', name_ar: 'بنك', name_en: 'Bank', country_id: 1 } })).status).toBe(404);
    expect((await client.post(`${D}/activation`, { token: viewer, form: { model_id: 1, active: 0, type: 'banks' } })).status).toBe(403);
    expect((await newestEntry()).id).toBe(before);
  });

  it('logs an update that changes nothing not at all', async () => {
    const id = await createBank('Same');
    const before = (await historyOf('banks', id)).length;
    const form = { _method: 'PUT', name_ar: 'بنك Same', name_en: 'Bank Same', country_id: 1, swift_code: 'RJHISARI' };
    expect((await client.post(`${D}/banks/${id}`, { token: admin, form })).status).toBe(200);
    expect(await historyOf('banks', id)).toHaveLength(before);
  });

  it('logs the permissions a role gains and loses', async () => {
    const created = await client.post(`${D}/roles`, { token: admin, form: { name: 'activity role', permissions: [1] } });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    const [made] = await historyOf('roles', id);
    expect(made.event).toBe('created');
    expect(made.properties.attributes.permissions).toContain(1);
    const shown = await client.get(`${D}/roles/${id}`, { token: admin });
    expect(shown.status).toBe(200);
    const edited = await client.post(`${D}/roles/${id}`, { token: admin, form: { _method: 'PUT', name: 'activity role', permissions: [1, 2] } });
    expect(edited.status).toBe(200);
    const [entry] = await historyOf('roles', id);
    expect(entry.event).toBe('updated');
    expect(entry.properties.old.permissions).not.toContain(2);
    expect(entry.properties.attributes.permissions).toContain(2);
  });
});

describe('GET dashboard/activity', () => {
  it('answers 401 without a session', async () => {
    expect((await client.get(`${D}/activity`)).status).toBe(401);
  });

  it('refuses the whole log to an admin without activity index, and a viewer', async () => {
    const answer = await client.get(`${D}/activity`, { token: viewer });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toEqual(expect.any(String));
  });

  it('answers one record history to an admin who may list its area, not to one who may not', async () => {
    const id = await createBank('History');
    const bankReader = await signInWith(ctx, ['banks index']);
    const read = await client.get(`${D}/activity?subject_type=banks&subject_id=${id}`, { token: bankReader });
    expect(read.status).toBe(200);
    expect(read.body.data[0]).toMatchObject({ event: 'created', subject_id: id });
    expect(read.body.permissions).toEqual({ index: false, restore: false });
    expect((await client.get(`${D}/activity?subject_type=banks`, { token: bankReader })).status).toBe(403);
    expect((await client.get(`${D}/activity?subject_type=admins&subject_id=1`, { token: bankReader })).status).toBe(403);
    expect((await client.get(`${D}/activity/${read.body.data[0].id}`, { token: bankReader })).status).toBe(200);
  });

  it('answers an admin with activity index only the entries of areas they may list', async () => {
    await createBank('Scoped');
    const reader = await signInWith(ctx, ['activity index', 'countries index']);
    const answer = await client.get(`${D}/activity?per_page=100`, { token: reader });
    expect(answer.status).toBe(200);
    expect(answer.body.permissions).toEqual({ index: true, restore: false });
    expect(answer.body.data.every((entry: { subject_type: string }) => entry.subject_type === 'countries')).toBe(true);
    const bankEntry = (await newestEntry('&subject_type=banks')).id;
    expect((await client.get(`${D}/activity/${bankEntry}`, { token: reader })).status).toBe(404);
  });

  it('answers 422 on hostile filters', async () => {
    for (const query of [`subject_type=${encodeURIComponent("admins' OR 1=1")}`, 'subject_type=../banks', `subject_type=${'a'.repeat(5000)}`]) {
      const answer = await client.get(`${D}/activity?${query}`, { token: admin });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['subject_type']);
    }
    const notNumeric = await client.get(`${D}/activity?subject_type=banks&subject_id=abc`, { token: admin });
    expect(notNumeric.status).toBe(422);
    expect(Object.keys(notNumeric.body.errors)).toEqual(['subject_id']);
    const reversed = await client.get(`${D}/activity?from_date=2026-05-02&to_date=2026-05-01`, { token: admin });
    expect(reversed.status).toBe(422);
    expect(Object.keys(reversed.body.errors)).toEqual(['to_date']);
    expect((await client.get(`${D}/activity?event=dropped`, { token: admin })).status).toBe(422);
    expect((await client.get(`${D}/activity?sort_by=properties`, { token: admin })).status).toBe(422);
  });

  it('filters by event, causer and dates, pages and sorts', async () => {
    await createBank('Filters');
    const created = await client.get(`${D}/activity?event=created&causer_id=1&per_page=2`, { token: admin });
    expect(created.status).toBe(200);
    expect(created.body.data).toHaveLength(2);
    expect(created.body.data.every((entry: { event: string; causer: { id: number } }) => entry.event === 'created' && entry.causer.id === 1)).toBe(true);
    expect(created.body.meta).toMatchObject({ current_page: 1, per_page: 2 });
    expect(created.body.meta.total).toBeGreaterThan(2);
    const [first, second] = created.body.data;
    expect(first.id).toBeGreaterThan(second.id);
    const next = await client.get(`${D}/activity?event=created&causer_id=1&per_page=2&page=2`, { token: admin });
    expect(next.body.data[0].id).toBeLessThan(second.id);
    const ascending = await client.get(`${D}/activity?sort_by=id&sort_direction=asc&per_page=2`, { token: admin });
    expect(ascending.body.data[0].id).toBeLessThan(ascending.body.data[1].id);
    const today = new Date().toISOString().slice(0, 10);
    expect((await client.get(`${D}/activity?from_date=${today}&to_date=${today}`, { token: admin })).body.meta.total).toBeGreaterThan(0);
    expect((await client.get(`${D}/activity?from_date=2000-01-01&to_date=2000-01-02`, { token: admin })).body.meta.total).toBe(0);
    const nobody = await client.get(`${D}/activity?causer_id=999999`, { token: admin });
    expect(nobody.body.data).toEqual([]);
  });

  it('has no call that changes or deletes an entry', async () => {
    const entry = await newestEntry();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect([404, 405]).toContain((await client.call(method, `${D}/activity/${entry.id}`, { token: admin })).status);
    }
    expect((await client.get(`${D}/activity/${entry.id}`, { token: admin })).body.data).toEqual(entry);
  });
});

describe('POST dashboard/activity/{id}/restore', () => {
  async function deletedEntryOf(id: number) {
    const [entry] = await historyOf('banks', id);
    expect(entry.event).toBe('deleted');
    return entry.id as number;
  }

  it('puts a deleted bank back with its id and values, and logs it', async () => {
    const id = await createBank('Back');
    await client.delete(`${D}/banks/${id}`, { token: admin });
    const entry = await deletedEntryOf(id);
    const restored = await client.post(`${D}/activity/${entry}/restore`, { token: admin, lang: 'en' });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ message: expect.any(String), data: { subject_type: 'banks', subject_id: id } });
    const shown = await client.get(`${D}/banks/${id}`, { token: admin });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ id, name_en: 'Bank Back' });
    const [last, deleted] = await historyOf('banks', id);
    expect(last).toMatchObject({ event: 'restored', causer: { id: 1 } });
    expect(deleted).toMatchObject({ event: 'deleted', restorable: false });
    const again = await client.post(`${D}/activity/${entry}/restore`, { token: admin });
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors)).toEqual(['id']);
  });

  it('restores one of two restores at once', async () => {
    const id = await createBank('Twice');
    await client.delete(`${D}/banks/${id}`, { token: admin });
    const entry = await deletedEntryOf(id);
    const answers = await Promise.all([client.post(`${D}/activity/${entry}/restore`, { token: admin }), client.post(`${D}/activity/${entry}/restore`, { token: admin })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect((await historyOf('banks', id)).filter((item) => item.event === 'restored')).toHaveLength(1);
  });

  it('gives a new record a fresh id rather than the deleted last one, so the deleted one can come back', async () => {
    const id = await createBank('Last');
    await client.delete(`${D}/banks/${id}`, { token: admin });
    const entry = await deletedEntryOf(id);
    const next = await createBank('Next');
    expect(next).toBeGreaterThan(id);
    expect(await historyOf('banks', next)).toHaveLength(1);
    expect((await client.post(`${D}/activity/${entry}/restore`, { token: admin })).status).toBe(200);
  });

  it('says the linked record is gone', async () => {
    const country = await client.post(`${D}/countries`, { token: admin, form: { name_ar: 'دولة البنك', name_en: 'Bank country', key: '+998' } });
    expect(country.status).toBe(200);
    const countryId = country.body.data.id as number;
    const bank = await client.post(`${D}/banks`, { token: admin, form: { name_ar: 'بنك الدولة', name_en: 'Country bank', country_id: countryId, swift_code: 'RJHISARI' } });
    const id = bank.body.data.id as number;
    await client.delete(`${D}/banks/${id}`, { token: admin });
    const entry = await deletedEntryOf(id);
    expect((await client.delete(`${D}/countries/${countryId}`, { token: admin })).status).toBe(200);
    const refused = await client.post(`${D}/activity/${entry}/restore`, { token: admin, lang: 'en' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.id[0]).toMatch(/country/i);
  });

  it('refuses what is not a kept delete, and callers without the rights', async () => {
    const id = await createBank('Refused');
    const [created] = await historyOf('banks', id);
    const notDeleted = await client.post(`${D}/activity/${created.id}/restore`, { token: admin });
    expect(notDeleted.status).toBe(422);
    expect(Object.keys(notDeleted.body.errors)).toEqual(['id']);
    await client.delete(`${D}/banks/${id}`, { token: admin });
    const entry = await deletedEntryOf(id);
    expect((await client.post(`${D}/activity/${entry}/restore`, { token: viewer })).status).toBe(403);
    const withoutCreate = await signInWith(ctx, ['activity restore', 'banks index']);
    expect((await client.post(`${D}/activity/${entry}/restore`, { token: withoutCreate })).status).toBe(403);
    const otherArea = await signInWith(ctx, ['activity restore', 'countries index', 'countries create']);
    expect((await client.post(`${D}/activity/${entry}/restore`, { token: otherArea })).status).toBe(404);
    expect((await client.post(`${D}/activity/999999/restore`, { token: admin })).status).toBe(404);
    expect((await client.post(`${D}/activity/${entry}/restore`)).status).toBe(401);
  });
});

describe("an import's batch", () => {
  const batch = '6f1c2a4e-8b3d-4c5e-9a7f-0123456789ab';
  const created = async (name: string, uuid: string) => {
    const answer = await client.post(`${D}/banks`, {
      token: admin,
      headers: { 'X-Activity-Batch': uuid },
      form: { name_ar: `بنك ${name}`, name_en: `Bank ${name}`, country_id: 1, swift_code: 'RJHISARI' },
    });
    expect(answer.status).toBe(200);
    return answer.body.data.id as number;
  };
  const summary = (json: Record<string, unknown>, token: string | null = admin) =>
    client.post(`${D}/activity/batches`, { ...(token ? { token } : {}), json: { subject_type: 'banks', created: 2, updated: 0, failed: 1, ...json } });

  it('keeps the batch of each write that names one, and nothing that is not a UUID', async () => {
    const one = await created('Batch one', batch.toUpperCase());
    const two = await created('Batch two', batch);
    const hostile = await created('Batch hostile', `${batch}'; DROP TABLE activity_log; --`);
    expect((await historyOf('banks', one))[0].batch_uuid).toBe(batch);
    expect((await historyOf('banks', two))[0].batch_uuid).toBe(batch);
    expect((await historyOf('banks', hostile))[0].batch_uuid).toBe(null);
    const listed = await client.get(`${D}/activity?batch_uuid=${batch}&per_page=100`, { token: admin });
    expect(listed.body.data.map((entry: { subject_id: number }) => entry.subject_id).sort()).toEqual([one, two].sort());
    expect((await client.get(`${D}/activity?batch_uuid=nope`, { token: admin })).status).toBe(422);
  });

  it('writes one summary entry for the batch, even when asked twice at once', async () => {
    const [first, second] = await Promise.all([summary({ batch_uuid: batch }), summary({ batch_uuid: batch })]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(first.body.data).toMatchObject({
      event: 'imported',
      subject_type: 'banks',
      subject_id: null,
      batch_uuid: batch,
      causer: { id: 1 },
      properties: { attributes: { created: 2, updated: 0, failed: 1 } },
    });
    const entries = await client.get(`${D}/activity?batch_uuid=${batch}&event=imported`, { token: admin });
    expect(entries.body.meta.total).toBe(1);
  });

  it("refuses a summary without the area's create, without a session, of a bad or unknown batch", async () => {
    expect((await summary({ batch_uuid: batch }, viewer)).status).toBe(403);
    expect((await summary({ batch_uuid: batch }, null)).status).toBe(401);
    const hostile = await summary({ batch_uuid: "x' OR 1=1 --" });
    expect(hostile.status).toBe(422);
    expect(Object.keys(hostile.body.errors)).toEqual(['batch_uuid']);
    expect((await summary({ batch_uuid: '00000000-0000-4000-8000-000000000000' })).status).toBe(422);
    expect((await summary({ batch_uuid: batch, subject_type: 'countries' })).status).toBe(422);
    expect((await summary({ batch_uuid: batch, created: -1 })).status).toBe(422);
  });
});
