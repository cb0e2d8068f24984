// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import banks from '../../descriptors/banks.json';
import { FormScreen } from '../form/FormScreen';
import { i18n } from '../i18n/i18n';
import { clearSession, saveSession } from '../session/session';
import { ShowScreen } from '../show/ShowScreen';
import { afterFirstPaint, json, renderScreen } from '../testing/renderScreen';
import { realtime } from './realtimeClient';

const area = normalizeDescriptor('area', banks);
let nameEn = 'Al Rajhi';
let recordCalls = 0;

function record() {
  return { data: { id: 7, name: nameEn, name_ar: 'الراجحي', name_en: nameEn, country: { id: 1, name: 'KSA' }, active: true } };
}

async function changed(fields: Record<string, unknown> = {}) {
  await afterFirstPaint();
  act(() => realtime.deliver('dashboard.banks', '.model.changed', { group: 'banks', id: 7, action: 'updated', by: { id: 2, name: 'Lama' }, at: '2026-01-01T10:00:00Z', ...fields }));
}

/** The English name the show page reads beside its label. */
const shownName = () => screen.getByText(i18n.t('common.nameEn'), { selector: 'dt' }).nextElementSibling?.textContent;
const findShownName = async () => (await screen.findByText(i18n.t('common.nameEn'), { selector: 'dt' })).nextElementSibling?.textContent;
const englishName = () => new RegExp(i18n.t('common.nameEn'));
const changedBy = (name: string) => i18n.t('live.changedBy', { name });
/** The whole notice over the record (its button too) that says `text`. */
const findNotice = async (text: string) => (await screen.findByText(text, { exact: false })).closest('[role=status]')?.textContent;
const reload = () => screen.getByRole('button', { name: i18n.t('live.reload') });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  saveSession({ id: 1, token: 't', name: 'Me' });
  nameEn = 'Al Rajhi';
  recordCalls = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (url.pathname.endsWith('/dashboard/banks/7')) {
      recordCalls += 1;
      return json(record());
    }
    return json({ data: [{ id: 1, name: 'KSA' }], meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 }, permissions: {} });
  });
});
afterEach(() => {
  cleanup();
  realtime.stop();
  clearSession();
  vi.unstubAllGlobals();
});

describe('an open show page', () => {
  it('says who changed the record just now and shows the new version on reload', async () => {
    renderScreen(<ShowScreen area={area} />, { url: '/banks/show/7', path: '/banks/show/:id' });
    expect(await findShownName()).toBe('Al Rajhi');
    nameEn = 'Al Rajhi Bank';
    await changed();
    expect(await findNotice(changedBy('Lama'))).toBe(`${changedBy('Lama')}${i18n.t('live.reload')}`);
    expect(shownName()).toBe('Al Rajhi');
    fireEvent.click(reload());
    await waitFor(() => expect(shownName()).toBe('Al Rajhi Bank'));
    await waitFor(() => expect(screen.queryByText(changedBy('Lama'), { exact: false })).toBeNull());
  });

  it('says when it was deleted, without a reload, and ignores other records and the admin’s own change', async () => {
    renderScreen(<ShowScreen area={area} />, { url: '/banks/show/7', path: '/banks/show/:id' });
    await findShownName();
    await changed({ id: 8 });
    await changed({ by: { id: 1, name: 'Me' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(changedBy('Lama'), { exact: false })).toBeNull();
    expect(screen.queryByText(changedBy('Me'), { exact: false })).toBeNull();
    expect(screen.queryByRole('button', { name: i18n.t('live.reload') })).toBeNull();
    await changed({ action: 'deleted', by: { id: 3, name: 'Nasser' } });
    expect(await findNotice(i18n.t('live.deletedBy', { name: 'Nasser' }))).toBe(i18n.t('live.deletedBy', { name: 'Nasser' }));
    expect(screen.queryByRole('button', { name: i18n.t('live.reload') })).toBeNull();
  });
});

describe('an open edit form', () => {
  it('keeps what the admin typed when someone else changes the record, until they choose to reload', async () => {
    renderScreen(<FormScreen area={area} mode="edit" />, { url: '/banks/edit/7', path: '/banks/edit/:id' });
    const field = (await screen.findByLabelText(englishName())) as HTMLInputElement;
    expect(field.value).toBe('Al Rajhi');
    fireEvent.change(field, { target: { value: 'Typed by me' } });
    nameEn = 'Saved by Lama';
    await changed();
    expect(await findNotice(changedBy('Lama'))).toBe(`${changedBy('Lama')} ${i18n.t('live.keptEdits')}${i18n.t('live.reload')}`);
    expect((screen.getByLabelText(englishName()) as HTMLInputElement).value).toBe('Typed by me');
    fireEvent.click(reload());
    await waitFor(() => expect((screen.getByLabelText(englishName()) as HTMLInputElement).value).toBe('Saved by Lama'));
    await waitFor(() => expect(screen.queryByText(changedBy('Lama'), { exact: false })).toBeNull());
  });

  it('fetches the record once after a reconnection and says so when it changed meanwhile, keeping the typing', async () => {
    renderScreen(<FormScreen area={area} mode="edit" />, { url: '/banks/edit/7', path: '/banks/edit/:id' });
    const field = (await screen.findByLabelText(englishName())) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'Typed by me' } });
    act(() => realtime.report('connected'));
    const before = recordCalls;
    nameEn = 'Changed while away';
    act(() => {
      realtime.report('unavailable');
      realtime.report('connected');
    });
    expect(await findNotice(i18n.t('live.changedWhileAway'))).toBe(`${i18n.t('live.changedWhileAway')} ${i18n.t('live.keptEdits')}${i18n.t('live.reload')}`);
    expect(recordCalls).toBe(before + 1);
    expect((screen.getByLabelText(englishName()) as HTMLInputElement).value).toBe('Typed by me');
  });
});
