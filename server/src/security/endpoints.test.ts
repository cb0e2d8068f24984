// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allAreas } from '../areas/registry.js';
import { SETTING_TYPES } from '../routes/content.js';
import { changedTables, snapshotDatabase, type DbSnapshot } from '../testing/db-snapshot.js';
import { ADMIN, createTestApp, VIEWER, type FormValue, type TestApp } from '../testing/harness.js';

/**
 * Every route of the contract, every method it answers: without a token, with a garbage one and
 * as the viewer (role 2: `banks index` and `countries index` only). None of it may change a row.
 */

const API = '/api/v1';
const VIEWER_ID = 2;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const contract = JSON.parse(readFileSync(new URL('../../contract.json', import.meta.url), 'utf8')) as {
  routes: Record<string, Method[]>;
};

/** Routes without a session: sign-in and password reset (session.test.ts), and the signed workbook link. */
const PUBLIC_ROUTES = [
  'dashboard/login',
  'dashboard/forget-password',
  'dashboard/resend-otp',
  'dashboard/verify-otp',
  'dashboard/reset-password',
  'dashboard/reports/financial-reports-excel',
  // The second step of a sign-in, known by its challenge token (two-factor.test.ts).
  'dashboard/two-factor-challenge',
  'dashboard/two-factor-setup',
  'dashboard/two-factor-setup/confirm',
];

/** Query strings that name the record (or the kind of record) a call is about; an existing one each. */
const QUERIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'dashboard/check-permission': { name: 'banks index' },
  'dashboard/cities-of-district': { district_id: '1' },
  'dashboard/notification-read': { notification_id: '1' },
  'dashboard/reports/financial-reports-jobs': { type: 'finished' },
  'dashboard/saved-views': { area: 'banks' },
  'dashboard/search': { q: 'bank' },
  'main/days': { service_type_id: '1' },
  'main/delete-booking': { booking_id: '1' },
  'main/delete-carCategory': { car_category_id: '1' },
  'main/delete-carModel': { car_model_id: '1' },
  'main/delete-driver': { driver_id: '1' },
  'main/delete-offer': { offer_id: '1' },
  'main/delete-product': { product_id: '1' },
  'main/delete-service': { service_id: '1' },
  'main/driver-is-available': { driver_id: '1', available: '1' },
  'main/report-details': { booking_id: '1' },
  'main/show-carCategory': { car_category_id: '1' },
  'main/show-carModel': { car_model_id: '1' },
  'main/show-driver': { driver_id: '1' },
  'main/show-offer': { offer_id: '1' },
  'main/show-product': { product_id: '1' },
  'main/show-service': { service_id: '1' },
  'main/show-service-type': { service_type_id: '1' },
  'main/towns-of-cities': { city_id: '1' },
};

/** Bodies of writes whose permission depends on what they name; every other write sends an empty form. */
const BODIES: Readonly<Record<string, Readonly<Record<string, FormValue>>>> = {
  'broadcasting/auth': { channel_name: `private-App.Models.User.${VIEWER_ID}`, socket_id: '1234.5678' },
};

/** One request of the walk. */
interface Call {
  readonly method: Method;
  readonly route: string;
  /** How the walk names the call: method, route and what sets it apart from the route's other calls. */
  readonly label: string;
  readonly url: string;
  readonly form?: Readonly<Record<string, FormValue>>;
}

function switchTypes(via: 'dashboard' | 'main' | 'user'): string[] {
  return allAreas.flatMap((area) => (area.activation?.via === via ? [area.activation.type] : []));
}

/** The switches tell areas apart by `type`, whose group decides the permission: one call per type. */
const SWITCHES: Readonly<Record<string, { readonly types: readonly string[]; readonly id: string; readonly flag: string }>> = {
  'dashboard/activation': { types: switchTypes('dashboard'), id: 'model_id', flag: 'active' },
  'main/change-status': { types: switchTypes('main'), id: 'id', flag: 'status' },
  'main/user-change-status': { types: switchTypes('user'), id: 'user_id', flag: 'status' },
};

/** Calls about an admin account, which its owner may make on their own: a second call names the viewer. */
const OWN_ACCOUNT_CALLS = ['GET dashboard/users/:id', 'POST update_phone_after_register/:userId'];

/** Areas whose `?limit=0` lists every record to any admin (select options). */
const LOOKUP_LISTS = allAreas.flatMap((area) => {
  if (!area.lookupMode) return [];
  return [area.routes.style === 'rest' ? area.routes.base : (area.routes.list ?? '')];
});

function withQuery(path: string, query: Readonly<Record<string, string>> | undefined): string {
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** Every call the walk makes for one method of one route. */
function callsOf(route: string, method: Method): Call[] {
  // An existing record for every path parameter: id 1 exists in every seeded table.
  const path = `${API}/${route.replace(/:[A-Za-z]+/g, '1')}`;
  const query = QUERIES[route];
  const base = { method, route, label: `${method} ${route}` };
  const isWrite = method !== 'GET' && method !== 'DELETE';
  const form = isWrite ? (BODIES[route] ?? {}) : undefined;
  const one = (label: string, url: string, body = form): Call => ({
    ...base,
    label,
    url,
    ...(body === undefined ? {} : { form: body }),
  });

  const switchCall = SWITCHES[route];
  if (switchCall) {
    return switchCall.types.map((type) => one(`${base.label} type=${type}`, path, { type, [switchCall.id]: 1, [switchCall.flag]: 0, reason: 'walk' }));
  }
  if (route === 'dashboard/general-setting') {
    return SETTING_TYPES.map((type) => one(`${base.label}?type=${type}`, withQuery(path, { type })));
  }
  // Forms send updates and deletes as a POST with _method, as Laravel allows.
  const spoofed = (contract.routes[route] ?? []).filter((other) => ['PUT', 'PATCH', 'DELETE'].includes(other));
  if (method === 'POST' && route.endsWith('/:id') && spoofed.length > 0) {
    return spoofed.map((other) => one(`${base.label} _method=${other}`, path, { _method: other }));
  }
  const calls = [one(base.label, withQuery(path, query))];
  if (OWN_ACCOUNT_CALLS.includes(base.label)) {
    calls.push(one(`${base.label} (own)`, `${API}/${route.replace(/:[A-Za-z]+/g, String(VIEWER_ID))}`));
  }
  if (method === 'GET' && LOOKUP_LISTS.includes(route)) {
    calls.push(one(`${base.label}?limit=0`, withQuery(path, { ...query, limit: '0' })));
  }
  return calls;
}

const walked = Object.entries(contract.routes)
  .filter(([route]) => !PUBLIC_ROUTES.includes(route))
  .flatMap(([route, methods]) => methods.flatMap((method) => callsOf(route, method)));

/**
 * What the viewer may do although its role holds almost nothing: calls every admin may make,
 * each with the answer the walk's request gets and why it is open. Any other call answers 403.
 */
const OPEN_TO_VIEWER: Readonly<Record<string, { readonly status: number; readonly why: string }>> = {
  'POST broadcasting/auth': { status: 200, why: "signs the subscription to the caller's own channel only" },
  'GET dashboard/banks': { status: 200, why: 'the viewer role holds banks index' },
  'GET dashboard/countries': { status: 200, why: 'the viewer role holds countries index' },
  'GET dashboard/countries?limit=0': { status: 200, why: 'select options, for every admin' },
  'GET main/service-type?limit=0': { status: 200, why: 'select options, for every admin' },
  'GET main/get-drivers?limit=0': { status: 200, why: 'select options, for every admin' },
  'GET dashboard/all-countries': { status: 200, why: 'select options, for every admin' },
  'GET dashboard/all-employees': { status: 200, why: 'select options, for every admin' },
  'GET dashboard/all-providers': { status: 200, why: 'select options, for every admin' },
  'GET dashboard/all-roles': { status: 200, why: 'select options, for every admin' },
  'GET dashboard/all-specialists': { status: 200, why: 'select options, for every admin' },
  'GET dashboard/district-of-countries': { status: 200, why: 'select options, for every admin' },
  'GET dashboard/cities-of-district': { status: 200, why: 'select options, for every admin' },
  'GET main/all-carModels': { status: 200, why: 'select options, for every admin' },
  'GET main/all-products': { status: 200, why: 'select options, for every admin' },
  'GET main/all-services': { status: 200, why: 'select options, for every admin' },
  'GET main/banks': { status: 200, why: 'select options, for every admin' },
  'GET main/job-status': { status: 200, why: 'select options, for every admin' },
  'GET main/job-titles': { status: 200, why: 'select options, for every admin' },
  'GET main/towns-of-cities': { status: 200, why: 'select options, for every admin' },
  'GET main/work-Location': { status: 200, why: 'select options, for every admin' },
  'GET dashboard/check-permission': { status: 200, why: "answers about the caller's own role" },
  'GET dashboard/permissions': { status: 200, why: "the catalogue flagged with the caller's own permissions" },
  'GET dashboard/roles-permissions': { status: 200, why: "the caller's own role" },
  'POST dashboard/logout': { status: 200, why: "ends the caller's own session (called last, outside the snapshot)" },
  'POST dashboard/update-profile': { status: 422, why: "the caller's own profile; the empty form is refused" },
  'GET dashboard/users/:id (own)': { status: 200, why: "the caller's own account" },
  'POST update_phone_after_register/:userId (own)': {
    status: 422,
    why: "the caller's own account; the empty form is refused",
  },
  'GET dashboard/get-notifications-admin': { status: 200, why: "the caller's own notifications" },
  'GET notifications/:id': { status: 404, why: "the caller's own notifications; id 1 is another admin's" },
  'GET dashboard/activity/:id': { status: 404, why: 'an activity entry of a group the caller may not list is not found' },
  'DELETE notifications/:id': { status: 404, why: "the caller's own notifications; id 1 is another admin's" },
  'GET dashboard/notification-read': { status: 404, why: "the caller's own notifications; id 1 is another admin's" },
  'DELETE delete/all/notifications': { status: 200, why: "the caller's own notifications (the viewer has none)" },
  'GET dashboard/statistics': { status: 200, why: 'the home screen, for every admin' },
  'GET dashboard/send-notifications': { status: 200, why: 'the menu shows sent notifications to every admin' },
  'GET dashboard/send-notifications/:id': { status: 200, why: 'the menu shows sent notifications to every admin' },
  'GET dashboard/employees/employee-requests': { status: 200, why: 'name-change requests are open to every admin' },
  'GET dashboard/employees/employee-requests/:id': { status: 200, why: 'name-change requests are open to every admin' },
  'GET dashboard/saved-views': { status: 200, why: "the caller's own saved views and the shared ones" },
  'GET dashboard/search': { status: 200, why: 'every admin may search; only the areas the caller may list are searched' },
  'POST dashboard/saved-views': { status: 422, why: 'every admin may save views; the empty form is refused' },
  'POST dashboard/saved-views/:id _method=PUT': { status: 404, why: "the caller's own views; there is no view 1" },
  'POST dashboard/saved-views/:id _method=DELETE': { status: 404, why: "the caller's own views; there is no view 1" },
  'PUT dashboard/saved-views/:id': { status: 404, why: "the caller's own views; there is no view 1" },
  'DELETE dashboard/saved-views/:id': { status: 404, why: "the caller's own views; there is no view 1" },
  'GET dashboard/user/two-factor-authentication': { status: 200, why: "the caller's own two-factor sign-in" },
  'GET dashboard/user/two-factor-recovery-codes': { status: 200, why: "how many of the caller's own recovery codes are left" },
  'GET dashboard/user/confirmed-password-status': { status: 200, why: "whether the caller's own session confirmed its password" },
  'POST dashboard/user/confirm-password': { status: 422, why: "the caller's own password; the empty form is refused" },
  'POST dashboard/user/confirmed-two-factor-authentication': { status: 422, why: "the caller's own two-factor sign-in; the empty form is refused" },
  'POST dashboard/user/two-factor-authentication': { status: 423, why: "the caller's own two-factor sign-in, once the password is confirmed" },
  'DELETE dashboard/user/two-factor-authentication': { status: 423, why: "the caller's own two-factor sign-in, once the password is confirmed" },
  'GET dashboard/user/two-factor-qr-code': { status: 423, why: "the caller's own two-factor key, once the password is confirmed" },
  'GET dashboard/user/two-factor-secret-key': { status: 423, why: "the caller's own two-factor key, once the password is confirmed" },
  'POST dashboard/user/two-factor-recovery-codes': { status: 423, why: "the caller's own recovery codes, once the password is confirmed" },
};

/** Reads of the walk that answer only once the session has confirmed its password (Fortify's password.confirm). */
const AFTER_PASSWORD_CONFIRMATION = new Set(['GET dashboard/user/two-factor-qr-code', 'GET dashboard/user/two-factor-secret-key']);

let ctx: TestApp;
let viewer: string;
/** A second session of the viewer, ended by the logout call once the walk is over. */
let viewerToLogOut: string;
/** A super admin's token that was valid until it logged out. */
let loggedOut: string;
let before: DbSnapshot;

beforeAll(async () => {
  ctx = await createTestApp({ demoEvents: true });
  viewer = await ctx.client.login(VIEWER);
  viewerToLogOut = await ctx.client.login(VIEWER);
  loggedOut = await ctx.client.login(ADMIN);
  expect((await ctx.client.post(`${API}/dashboard/logout`, { token: loggedOut, form: {} })).status).toBe(200);
  // Signing in writes (a session, a counter); the walk itself must not.
  before = snapshotDatabase(ctx.dbPath);
});
afterAll(() => ctx.close());

function send(call: Call, headers: Record<string, string>) {
  return ctx.client.call(call.method, call.url, { headers, ...(call.form ? { form: call.form } : {}) });
}

describe('the route table', () => {
  it('lists the public routes the walk leaves out', () => {
    for (const route of PUBLIC_ROUTES) expect(contract.routes[route], route).toBeDefined();
  });

  it('names only calls the walk makes among the open ones', () => {
    const labels = new Set(walked.map((call) => call.label));
    expect(Object.keys(OPEN_TO_VIEWER).filter((label) => !labels.has(label))).toEqual([]);
  });
});

describe('every endpoint', () => {
  it('answers 401 without a token', async () => {
    const wrong: string[] = [];
    for (const call of walked) {
      const answer = await send(call, {});
      if (answer.status !== 401) wrong.push(`${call.label}: ${answer.status}`);
      else expect(answer.body).toEqual({ message: expect.any(String) });
      // Fastify answers HEAD for every GET route; it goes through the same guard.
      if (call.method === 'GET') {
        const head = await ctx.app.inject({ method: 'HEAD', url: call.url });
        if (head.statusCode !== 401) wrong.push(`HEAD ${call.label.slice(4)}: ${head.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 with a garbage, misnamed or logged-out token', async () => {
    const tokens = {
      garbage: 'Bearer garbage',
      'well-formed garbage': `Bearer ${'0'.repeat(64)}`,
      'another scheme': `Basic ${viewer}`,
      'logged out': `Bearer ${loggedOut}`,
    };
    const wrong: string[] = [];
    for (const call of walked) {
      for (const [what, authorization] of Object.entries(tokens)) {
        const answer = await send(call, { authorization });
        if (answer.status !== 401) wrong.push(`${call.label} (${what}): ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to the viewer wherever its role lacks the permission', async () => {
    const wrong: string[] = [];
    for (const call of walked) {
      if (call.label === 'POST dashboard/logout') continue;
      const expected = OPEN_TO_VIEWER[call.label]?.status ?? 403;
      const answer = await send(call, { authorization: `Bearer ${viewer}` });
      if (answer.status !== expected) wrong.push(`${call.label}: ${answer.status}, expected ${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 at the root /broadcasting/auth without a valid token, 403 for another channel', async () => {
    const form = BODIES['broadcasting/auth'] ?? {};
    const refused: Record<string, string>[] = [{}, { authorization: 'Bearer garbage' }, { authorization: `Bearer ${loggedOut}` }];
    for (const headers of refused) {
      expect((await ctx.client.post('/broadcasting/auth', { headers, form })).status).toBe(401);
    }
    const own = await ctx.client.post('/broadcasting/auth', { token: viewer, form });
    expect(own.status).toBe(200);
    const other = await ctx.client.post('/broadcasting/auth', {
      token: viewer,
      form: { ...form, channel_name: 'private-App.Models.User.1' },
    });
    expect(other.status).toBe(403);
  });

  it('leaves the database as it was', () => {
    expect(changedTables(before, snapshotDatabase(ctx.dbPath))).toEqual([]);
  });

  it('walked real records: every read of the walk answers 200 to the super admin', async () => {
    // After the snapshot: reading a notification marks it read.
    const admin = await ctx.client.login(ADMIN);
    const wrong: string[] = [];
    for (const call of walked.filter((entry) => entry.method === 'GET')) {
      const answer = await send(call, { authorization: `Bearer ${admin}` });
      const expected = AFTER_PASSWORD_CONFIRMATION.has(call.label) ? 423 : 200;
      if (answer.status !== expected) wrong.push(`${call.label}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets the viewer log out of its own session', async () => {
    const out = await ctx.client.post(`${API}/dashboard/logout`, { token: viewerToLogOut, form: {} });
    expect(out.status).toBe(OPEN_TO_VIEWER['POST dashboard/logout']?.status);
    expect((await ctx.client.get(`${API}/dashboard/statistics`, { token: viewerToLogOut })).status).toBe(401);
    expect((await ctx.client.get(`${API}/dashboard/statistics`, { token: viewer })).status).toBe(200);
  });
});

describe('the signed Excel link', () => {
  const EXCEL = `${API}/dashboard/reports/financial-reports-excel`;

  async function signedQuery(): Promise<URLSearchParams> {
    const admin = await ctx.client.login(ADMIN);
    const report = await ctx.client.get(`${API}/dashboard/reports/financial-reports-jobs?type=finished`, {
      token: admin,
    });
    expect(report.status).toBe(200);
    return new URL(String(report.body.excel_report)).searchParams;
  }

  it('answers the workbook for the link as signed', async () => {
    const answer = await ctx.client.get(`${EXCEL}?${(await signedQuery()).toString()}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('answers 403 without a signature or with a tampered one, even to an admin', async () => {
    const signed = await signedQuery();
    const signature = signed.get('signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const variants: Record<string, URLSearchParams> = {};
    variants['no query'] = new URLSearchParams();
    variants['no signature'] = new URLSearchParams(signed);
    variants['no signature']?.delete('signature');
    variants['tampered signature'] = new URLSearchParams(signed);
    variants['tampered signature']?.set('signature', flipped);
    variants['another type'] = new URLSearchParams(signed);
    variants['another type']?.set('type', 'in_progress');
    variants['a later expiry'] = new URLSearchParams(signed);
    variants['a later expiry']?.set('expires', String(Number(signed.get('expires')) + 3600));
    variants['a repeated field'] = new URLSearchParams(signed);
    variants['a repeated field']?.append('type', 'finished');
    variants['an added filter'] = new URLSearchParams(signed);
    variants['an added filter']?.set('name', "' OR '1'='1");
    const admin = await ctx.client.login(ADMIN);
    for (const [name, query] of Object.entries(variants)) {
      const answer = await ctx.client.get(`${EXCEL}?${query.toString()}`, { token: admin });
      expect(answer.status, name).toBe(403);
      expect(answer.body, name).toEqual({ message: expect.any(String) });
    }
  });
});
