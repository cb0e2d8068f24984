// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { json, renderScreen } from '../testing/renderScreen';
import { repositoryArea } from '../testing/repositoryAreas';
import { FormScreen } from './FormScreen';

// The spec's provider forms: the email is not checked on create, and required on edit.
const providers = repositoryArea('providers');
const record = { id: 7, full_name: 'Nour', email: 'nour@example.com', phone_number: '0500000007', active: 1 };

let sent: { method: string; path: string }[] = [];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  sent = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (request.method !== 'GET') {
      sent.push({ method: request.method, path: url.pathname.replace(/^.*\/dashboard\//, 'dashboard/') });
      return json({ data: { ...record, id: 8 }, message: 'ok' });
    }
    return url.pathname.endsWith('/dashboard/providers/7') ? json({ data: record }) : json({ data: [] });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const input = (name: string) => document.getElementById(`root_${name}`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const label = (name: string) => document.querySelector(`label[for="root_${name}"]`)?.textContent ?? '';

describe('a field required on one form only', () => {
  it('lets the providers create form save without an email, which it does not mark required', async () => {
    renderScreen(<FormScreen area={providers} mode="create" />, { url: '/providers/create', path: '/providers/create' });
    await waitFor(() => expect(input('name')).not.toBeNull());
    expect(label('email')).not.toContain('*');
    expect(label('name')).toContain('*');
    type('name', 'Nour');
    type('phone', '0500000008');
    type('password', 'secret1');
    type('password_confirmation', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('common.save') }));
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', path: 'dashboard/providers' }]));
  });

  it('refuses an emptied email on the providers edit form with the spec message, and marks it required', async () => {
    renderScreen(<FormScreen area={providers} mode="edit" />, { url: '/providers/edit/7', path: '/providers/edit/:id' });
    await waitFor(() => expect(input('email')?.value).toBe('nour@example.com'));
    expect(label('email')).toContain('*');
    type('email', '');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('common.save') }));
    await waitFor(() => expect(input('email').getAttribute('aria-invalid')).toBe('true'));
    expect(document.body.textContent).toContain(i18n.t('VALIDATION.email'));
    expect(sent).toEqual([]);
  });
});
