// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import countries from '../../descriptors/countries.json';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import { i18n } from '../i18n/i18n';
import { clearSession, saveSession } from '../session/session';
import { json, renderScreen } from '../testing/renderScreen';
import { ImportDialog } from './ImportDialog';

// Countries update the record whose English name a row gives: the list's "name" filter matches
// part of a name, so only a record named exactly so is updated, and a row without one is created.

const area = normalizeDescriptor('area', countries);

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  batch: string | null;
}
let calls: Call[];
let activityAnswer: number;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  saveSession({ id: 1, token: 't', name: 'Me' });
  calls = [];
  activityAnswer = 200;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*\/dashboard\//, 'dashboard/');
    const text = request.method === 'GET' ? '' : await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = Object.fromEntries(new URLSearchParams(text));
    }
    calls.push({ method: request.method, path, query: Object.fromEntries(url.searchParams), body, batch: request.headers.get('X-Activity-Batch') });
    if (path === 'dashboard/countries' && request.method === 'GET') {
      // As the server's "contains" search answers "Oman": Romania too, and Oman itself.
      const rows =
        url.searchParams.get('name') === 'Oman'
          ? [
              { id: 9, name: 'Romania', name_ar: 'رومانيا', name_en: 'Romania' },
              { id: 4, name: 'Oman', name_ar: 'عمان', name_en: 'Oman' },
            ]
          : [];
      return json({ data: rows, meta: { current_page: 1, last_page: 1, per_page: 100, total: rows.length }, permissions: { index: true, create: true, edit: true, delete: true } });
    }
    if (path === 'dashboard/countries' && request.method === 'POST') return json({ data: { id: 50, name: 'new' }, message: 'Created' });
    if (path === 'dashboard/countries/4') return json({ data: { id: 4 }, message: 'Updated' });
    if (path === 'dashboard/activity/batches') return json(activityAnswer === 200 ? { data: { id: 1 } } : { message: 'Not found' }, activityAnswer);
    return json({ message: 'unexpected' }, 500);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

async function importCsv(csv: string) {
  renderScreen(<ImportDialog area={area} canUpdate onClose={() => {}} />, { url: '/', path: '/' });
  const input = await screen.findByTestId('import-file');
  fireEvent.change(input, { target: { files: [new File([csv], 'countries.csv', { type: 'text/csv' })] } });
  fireEvent.click(await screen.findByTestId('import-check'));
  fireEvent.click(await screen.findByTestId('import-send'));
  return (await screen.findByTestId('import-summary')).textContent;
}

describe('an import with an update key', () => {
  it('updates the record named exactly as the row, creates the rest, and writes one activity entry for the batch', async () => {
    const summary = await importCsv('name_ar,name_en\r\nسلطنة عمان,Oman\r\nرومانيا الجديدة,Romania Nova\r\n');
    expect(summary).toBe(i18n.t('import.summary', { created: 1, updated: 1, failed: 0, skipped: 0 }));
    const writes = calls.filter((call) => call.method !== 'GET' && call.path.startsWith('dashboard/countries'));
    expect(writes.map((call) => `${call.method} ${call.path}`).sort()).toEqual(['POST dashboard/countries', 'POST dashboard/countries/4']);
    const searched = calls.filter((call) => call.method === 'GET' && call.path === 'dashboard/countries').map((call) => call.query['name']);
    expect(searched.sort()).toEqual(['Oman', 'Romania Nova']);
    const batch = writes[0]?.batch;
    expect(batch).toMatch(/^[0-9a-f-]{36}$/);
    expect(writes.every((call) => call.batch === batch)).toBe(true);
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'dashboard/activity/batches')?.body).toEqual({ batch_uuid: batch, subject_type: 'countries', created: '1', updated: '1', failed: '0' }),
    );
  });

  it('ends the same when the API has no activity log', async () => {
    activityAnswer = 404;
    const summary = await importCsv('name_ar,name_en\r\nرومانيا الجديدة,Romania Nova\r\n');
    expect(summary).toBe(i18n.t('import.summary', { created: 1, updated: 0, failed: 0, skipped: 0 }));
    await waitFor(() => expect(calls.some((call) => call.path === 'dashboard/activity/batches')).toBe(true));
    expect(screen.getByTestId('import-summary').textContent).toBe(summary);
  });
});
