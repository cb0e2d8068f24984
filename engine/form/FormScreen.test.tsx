// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import reasons from '../../descriptors/cancellation-reasons.json';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import { i18n } from '../i18n/i18n';
import { json, renderScreen } from '../testing/renderScreen';
import { FormScreen } from './FormScreen';

const area = normalizeDescriptor('area', reasons);
const record = { id: 3, title_ar: 'سبب', title_en: 'A reason', discount_percentage: 10, user_type: 'provider', active: 1 };

/** The page's policy refuses code made from text (no 'unsafe-eval'): so does this test. */
function refuseCodeFromText() {
  const refuse = () => {
    throw new EvalError("Evaluating a string as JavaScript violates the Content Security Policy directive script-src 'self'");
  };
  vi.stubGlobal('Function', new Proxy(Function, { construct: refuse, apply: refuse }));
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return url.pathname.endsWith('/dashboard/cancellation-reasons/3') ? json({ data: record }) : json({ data: [] });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FormScreen', () => {
  it('opens a record whose choice list the form library matches, compiling no code in the page', async () => {
    const warned = vi.spyOn(console, 'warn');
    const failed = vi.spyOn(console, 'error');
    refuseCodeFromText();
    renderScreen(<FormScreen area={area} mode="edit" />, { url: '/cancellation-reasons/edit/3', path: '/cancellation-reasons/edit/:id' });
    await waitFor(() => expect((document.getElementById('root_title_en') as HTMLInputElement | null)?.value).toBe('A reason'));
    expect(screen.getByRole('combobox', { name: new RegExp(i18n.t('cancellationReasons.userType')) }).textContent).toBe(i18n.t('cancellationReasons.userTypes.provider'));
    const said = [...warned.mock.calls, ...failed.mock.calls].map((call) => call.map(String).join(' ').slice(0, 200));
    expect(said.filter((line) => /compil|Content Security Policy|precompiled/i.test(line))).toEqual([]);
  });

  it('does not ask before leaving while a record the form library fills in settles, and asks once the admin changes it', async () => {
    // The record has no `active`: the form library fills in the switch's default as the form settles.
    const { active: _, ...lacking } = record;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return url.pathname.endsWith('/dashboard/cancellation-reasons/3') ? json({ data: lacking }) : json({ data: [] });
    });
    const armed: string[] = [];
    const listen = window.addEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type: string, ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]) => {
      if (type === 'beforeunload') armed.push(type);
      listen(type, ...rest);
    });
    renderScreen(<FormScreen area={area} mode="edit" />, { url: '/cancellation-reasons/edit/3', path: '/cancellation-reasons/edit/:id' });
    const title = await waitFor(() => {
      const input = document.getElementById('root_title_en') as HTMLInputElement | null;
      expect(input?.value).toBe('A reason');
      return input as HTMLInputElement;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(armed).toEqual([]);

    fireEvent.keyDown(title, { key: 'x' });
    fireEvent.change(title, { target: { value: 'A reason x' } });
    await waitFor(() => expect(armed).toEqual(['beforeunload']));
  });
});
