// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import banks from '../../descriptors/banks.json';
import offers from '../../descriptors/offers.json';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import { FormScreen } from '../form/FormScreen';
import { setCalendar } from '../i18n/calendar';
import { formatMoney } from '../i18n/formatAmount';
import { formatDate } from '../i18n/formatDate';
import { i18n } from '../i18n/i18n';
import { realtime } from '../realtime/realtimeClient';
import { clearSession, saveSession } from '../session/session';
import { ShowScreen } from '../show/ShowScreen';
import { afterFirstPaint, json, renderScreen } from '../testing/renderScreen';
import { HISTORY_EVENTS, historyFields } from './historyModel';
import { historyValueText } from './historyValues';

const area = normalizeDescriptor('area', banks);

const changedEntry = {
  id: 3,
  log_name: 'default',
  event: 'updated',
  description: 'updated',
  subject_type: 'banks',
  subject_id: 7,
  causer: { id: 2, name: 'Lama' },
  properties: { old: { name_en: 'Rajhi', country_id: 1, active: false }, attributes: { name_en: 'Al Rajhi', country_id: 2, active: true } },
  reason: null,
  ip_address: '127.0.0.1',
  batch_uuid: null,
  created_at: '2026-01-02T10:00:00Z',
  restorable: false,
};
const createdEntry = {
  ...changedEntry,
  id: 2,
  event: 'created',
  causer: null,
  properties: { attributes: { name_ar: 'الراجحي', name_en: 'Rajhi', country_id: 1, active: 1 } },
  created_at: '2026-01-01T09:00:00Z',
};

let record: Record<string, unknown>;
let entries: unknown[];
let activity: 'answer' | 404 | 403 | 'down';
let restoreAllowed: boolean;
let activityCalls: number;
let countriesHeld: Promise<unknown>;
let countriesDown: boolean;
let saved: URLSearchParams[];
/** The page sizes the history was asked for, in order. */
let asked: string[];

function answer(perPage: number) {
  return {
    data: entries.slice(0, perPage),
    meta: { current_page: 1, last_page: Math.ceil(entries.length / perPage), per_page: perPage, total: entries.length },
    permissions: { index: false, restore: restoreAllowed },
  };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  saveSession({ id: 1, token: 't', name: 'Me' });
  record = { id: 7, name: 'Al Rajhi', name_ar: 'الراجحي', name_en: 'Al Rajhi', country: { id: 2, name: 'Egypt' }, active: true };
  entries = [changedEntry, createdEntry];
  activity = 'answer';
  restoreAllowed = true;
  activityCalls = 0;
  countriesHeld = Promise.resolve();
  countriesDown = false;
  saved = [];
  asked = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (url.pathname.endsWith('/dashboard/activity')) {
      activityCalls += 1;
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ subject_type: 'banks', subject_id: '7' });
      asked.push(url.searchParams.get('per_page') ?? '');
      if (activity === 'down') throw new TypeError('Failed to fetch');
      return activity === 'answer' ? json(answer(Number(url.searchParams.get('per_page')))) : json({ message: 'No' }, activity);
    }
    if (url.pathname.endsWith('/dashboard/banks/7')) {
      if (request.method === 'POST') {
        saved.push(new URLSearchParams(await request.text()));
        return json({ data: record });
      }
      return json({ data: record });
    }
    if (url.pathname.endsWith('/dashboard/countries')) {
      await countriesHeld;
      if (countriesDown) return json({ message: 'Server Error' }, 500);
      return json({
        data: [
          { id: 1, name: 'KSA' },
          { id: 2, name: 'Egypt' },
        ],
      });
    }
    if (url.pathname.endsWith('/dashboard/permissions')) {
      return json({
        data: {
          permissions: [
            {
              parent_key: 'banks',
              has_permission: true,
              permissions: [
                { key: 'edit', has_permission: true },
                { key: 'index', has_permission: true },
              ],
            },
          ],
        },
      });
    }
    return json({ data: [] });
  });
});
afterEach(() => {
  cleanup();
  setCalendar('gregorian');
  realtime.stop();
  clearSession();
  vi.unstubAllGlobals();
});

const showPage = () => renderScreen(<ShowScreen area={area} />, { url: '/banks/show/7', path: '/banks/show/:id' });
const editForm = () => renderScreen(<FormScreen area={area} mode="edit" />, { url: '/banks/edit/7', path: '/banks/edit/:id' });
const section = async () => within(await screen.findByRole('region', { name: i18n.t('history.title') }));
/** A changed field's line in an entry, as read: its label, then the old and the new value (the words between them for a screen reader). */
function fieldLine(entry: HTMLElement, field: string): string {
  const line = within(entry).getByTestId(`history-field-${field}`);
  const old = line.querySelector('[data-testid=history-old]')?.textContent;
  const now = line.querySelector('[data-testid=history-new]')?.textContent;
  return [line.querySelector('dt')?.textContent, old, now].filter((part) => part !== undefined).join(' | ');
}
/** Waits until the activity call was answered, so that what is (not) drawn from it is drawn. */
async function activityAnswered() {
  await waitFor(() => expect(activityCalls).toBeGreaterThan(0));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('a record’s History section', () => {
  it('says who changed what in English: labels, switch words, lookup names, the system for the apps', async () => {
    showPage();
    const history = await section();
    const changed = await history.findByTestId('history-entry-3');
    expect(within(changed).getByText('Lama').parentElement?.textContent).toBe(`Lama ${i18n.t('history.events.updated')}`);
    await waitFor(() => expect(fieldLine(changed, 'country_id')).toBe('Country | KSA | Egypt'));
    expect(fieldLine(changed, 'name_en')).toBe('English name | Rajhi | Al Rajhi');
    expect(fieldLine(changed, 'active')).toBe('Active | Not active | Active');
    const created = history.getByTestId('history-entry-2');
    expect(created.textContent).toContain('the system added the record');
    expect(fieldLine(created, 'active')).toBe('Active | Active');
    expect(within(changed).getByTestId('history-field-name_en').textContent).toContain('Rajhi→ changed to Al Rajhi');
    expect(within(changed).getByText(/2026/).closest('time')?.getAttribute('dateTime')).toBe('2026-01-02T10:00:00Z');
    expect(asked).toEqual(['10']);
  });

  it('waits for the names of the ids it holds rather than showing an id, then its name', async () => {
    let release = () => {};
    countriesHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    showPage();
    const history = await section();
    await history.findByTestId('history-pending');
    expect(history.queryByTestId('history-entry-3')).toBeNull();
    release();
    const changed = await history.findByTestId('history-entry-3');
    expect(fieldLine(changed, 'country_id')).toBe('Country | KSA | Egypt');
  });

  it('shows the ids when their names cannot be read, and stays readable', async () => {
    countriesDown = true;
    showPage();
    const changed = await (await section()).findByTestId('history-entry-3');
    expect(fieldLine(changed, 'country_id')).toBe('Country | 1 | 2');
    expect(fieldLine(changed, 'name_en')).toBe('English name | Rajhi | Al Rajhi');
  });

  it('shows ten entries first and ten more when asked', async () => {
    entries = Array.from({ length: 12 }, (_, i) => ({ ...changedEntry, id: 100 - i }));
    showPage();
    const history = await section();
    await history.findByTestId('history-entry-100');
    expect(history.getAllByTestId(/^history-entry-/)).toHaveLength(10);
    fireEvent.click(history.getByRole('button', { name: i18n.t('history.more') }));
    await history.findByTestId('history-entry-89');
    expect(history.getAllByTestId(/^history-entry-/)).toHaveLength(12);
    expect(history.queryByRole('button', { name: i18n.t('history.more') })).toBeNull();
    expect(asked).toEqual(['10', '20']);
  });

  it('says it in Arabic, the labels and the lookup’s names in Arabic too, and dates in the Hijri calendar chosen', async () => {
    await i18n.changeLanguage('ar');
    setCalendar('hijri');
    showPage();
    const history = await section();
    const changed = await history.findByTestId('history-entry-3');
    expect(changed.textContent).toContain('Lama عدّل');
    await waitFor(() => expect(fieldLine(changed, 'country_id')).toBe('الدولة | KSA | Egypt'));
    expect(fieldLine(changed, 'active')).toBe('مفعّل | غير مفعّل | مفعّل');
    expect(history.getByTestId('history-entry-2').textContent).toContain('النظام أضاف السجل');
    const hijri = formatDate(changedEntry.created_at, { language: 'ar', calendar: 'hijri', time: true });
    expect(hijri).not.toBe(formatDate(changedEntry.created_at, { language: 'ar', calendar: 'gregorian', time: true }));
    expect(changed.querySelector('time')?.textContent).toBe(hijri);
  });

  it('is left out without a trace when the API has no activity log', async () => {
    activity = 404;
    showPage();
    expect((await screen.findByTestId('show-name_en')).textContent).toBe('Al Rajhi');
    await activityAnswered();
    expect(screen.queryByRole('region', { name: i18n.t('history.title') })).toBeNull();
  });

  it('is left out when the admin may not read it, and the page stays where it is', async () => {
    activity = 403;
    showPage();
    expect((await screen.findByTestId('show-name_en')).textContent).toBe('Al Rajhi');
    await activityAnswered();
    expect(screen.queryByRole('region', { name: i18n.t('history.title') })).toBeNull();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('offers a retry when the history could not be read, and shows it once read', async () => {
    activity = 'down';
    showPage();
    const history = await section();
    const failed = await history.findByTestId('history-failed');
    expect(failed.textContent).toContain(i18n.t('history.failed'));
    activity = 'answer';
    fireEvent.click(within(failed).getByRole('button', { name: i18n.t('common.retry') }));
    expect((await history.findByTestId('history-entry-3')).textContent).toContain('Lama');
  });

  it('shows a new entry when the record changes, without a reload', async () => {
    showPage();
    const history = await section();
    await history.findByTestId('history-entry-3');
    entries = [{ ...changedEntry, id: 4, causer: { id: 5, name: 'Omar' }, properties: { old: { name_en: 'Al Rajhi' }, attributes: { name_en: 'Rajhi Bank' } } }, ...entries];
    await afterFirstPaint();
    act(() => realtime.deliver('dashboard.banks', '.model.changed', { group: 'banks', id: 7, action: 'updated', by: { id: 5, name: 'Omar' }, at: '2026-01-03T10:00:00Z' }));
    expect(fieldLine(await history.findByTestId('history-entry-4'), 'name_en')).toBe('English name | Al Rajhi | Rajhi Bank');
  });

  it('says under a field of the edit form who changed it last', async () => {
    editForm();
    await waitFor(() => expect(document.getElementById('root_name_en__help')?.textContent).toMatch(/^Last changed by \u2068Lama\u2069, \u2068[^\u2069]*2026[^\u2069]*\u2069$/));
    expect(document.getElementById('root_name_ar__help')?.textContent).toMatch(/^Last changed by \u2068the system\u2069, \u2068/);
  });

  it('reads money as money', () => {
    const fields = historyFields(normalizeDescriptor('area', offers));
    const words = { t: (key: string) => i18n.t(key), language: 'en', formatDate: String, lookupName: () => undefined };
    expect(historyValueText(1500, fields.price_before_discount?.value ?? { kind: 'plain' }, words, {})).toBe(formatMoney(1500, 'en', i18n.t('common.currency')));
  });

  it('names every event of the log in both languages', () => {
    for (const event of HISTORY_EVENTS) {
      const key = `history.events.${event}`;
      const [arabic, english] = [i18n.t(key, { lng: 'ar' }), i18n.t(key, { lng: 'en' })];
      expect([arabic, english].includes(key) || arabic === english, event).toBe(false);
    }
  });
});

describe('putting earlier values back', () => {
  async function restoreEntry() {
    const history = await section();
    const changed = await history.findByTestId('history-entry-3');
    fireEvent.click(within(changed).getByRole('button', { name: i18n.t('history.restoreAll') }));
    await waitFor(() => expect((document.getElementById('root_name_en') as HTMLInputElement).value).toBe('Rajhi'));
    expect(screen.getByTestId('history-restoring').textContent).toBe(i18n.t('history.restoring'));
    fireEvent.click(screen.getByTestId('form-submit'));
  }

  it('saves the entry’s old values when nothing changed since', async () => {
    editForm();
    await restoreEntry();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByTestId('conflict-dialog')).toBeNull();
    expect({ name_en: saved[0]?.get('name_en'), country_id: saved[0]?.get('country_id'), active: saved[0]?.get('active') }).toEqual({ name_en: 'Rajhi', country_id: '1', active: '0' });
  });

  it('asks about a field changed again since, showing the value now beside the one put back', async () => {
    record = { ...record, name: 'Rajhi Bank', name_en: 'Rajhi Bank' };
    editForm();
    await waitFor(() => expect((document.getElementById('root_name_en') as HTMLInputElement).value).toBe('Rajhi Bank'));
    await restoreEntry();
    const dialog = await screen.findByTestId('conflict-dialog');
    const row = within(dialog).getByTestId('conflict-name_en');
    expect([...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent)).toEqual(['Rajhi Bank', 'Rajhi']);
    // Only the field changed since is asked about: the others go back as the entry had them.
    expect(within(dialog).queryByTestId('conflict-country_id')).toBeNull();
    expect(saved).toHaveLength(0);
  });

  it('offers nothing to put back without the restore permission', async () => {
    restoreAllowed = false;
    editForm();
    const history = await section();
    await history.findByTestId('history-entry-3');
    expect(history.queryByRole('button', { name: i18n.t('history.restoreAll') })).toBeNull();
  });
});
