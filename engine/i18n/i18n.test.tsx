// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';

afterEach(cleanup);

/** A fresh copy of the texts' module (its state is the page's), with two small languages. */
async function texts() {
  vi.resetModules();
  const module = await import('./i18n');
  module.addLocales({
    en: { common: { save: 'Save', greeting: 'Welcome, {{name}}', range: '{{ from }}–{{to}} of {{total}}' }, only: { english: 'English only' }, group: { a: 'A', b: 'B' } },
    ar: { common: { save: 'حفظ', greeting: 'أهلاً، {{name}}' } },
  });
  return module;
}

beforeEach(() => {
  localStorage.clear();
});

describe('the dashboard’s texts', () => {
  it('read a dotted key in the page’s language, with its places filled as given', async () => {
    const { i18n, t } = await texts();
    await i18n.changeLanguage('ar');
    expect(t('common.save')).toBe('حفظ');
    // A value written left to right is isolated in an Arabic text (its bracket stays at its end); an Arabic one or a number is not.
    expect(t('common.greeting', { name: '<b>Sara (admin)</b>' })).toBe('أهلاً، \u2068<b>Sara (admin)</b>\u2069');
    expect(t('common.greeting', { name: 'سارة' })).toBe('أهلاً، سارة');
    expect(t('common.greeting', { name: 12 })).toBe('أهلاً، 12');
    expect(t('common.save', { lng: 'en' })).toBe('Save');
    await i18n.changeLanguage('en');
    expect(t('common.range', { from: 1, to: 10, total: 0 })).toBe('1–10 of 0');
    expect(t('common.greeting', { name: 'Sara (admin)' })).toBe('Welcome, Sara (admin)');
    // A place given no value is left empty rather than showing its braces.
    expect(t('common.greeting')).toBe('Welcome, ');
  });

  it('fall back to English, then to the key itself, and never answer with an inherited name', async () => {
    const { i18n, t } = await texts();
    await i18n.changeLanguage('ar');
    expect(t('only.english')).toBe('English only');
    expect(i18n.exists('only.english')).toBe(true);
    expect(t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(i18n.exists('nowhere.at.all')).toBe(false);
    // A group of texts is not a text; a plain label with a colon or dots is itself.
    expect(t('common')).toBe('common');
    expect(t('constructor')).toBe('constructor');
    expect(t('common.save.toString')).toBe('common.save.toString');
    expect(t('Note: min. 3')).toBe('Note: min. 3');
    expect(t('group', { returnObjects: true })).toEqual({ a: 'A', b: 'B' });
  });

  it('take no prototype from a text file, nor answer with one', async () => {
    const { addLocales, t } = await texts();
    addLocales({ en: JSON.parse('{"__proto__": {"polluted": "yes"}, "common": {"__proto__": {"polluted": "yes"}}}') as Record<string, unknown> });
    expect(t('polluted', { lng: 'en' })).toBe('polluted');
    expect(t('common.polluted', { lng: 'en' })).toBe('common.polluted');
    expect(t('__proto__', { lng: 'en' })).toBe('__proto__');
    expect(t('common.save', { lng: 'en' })).toBe('Save');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('merge texts added later into a language’s own, the later text winning', async () => {
    const { addLocales, t } = await texts();
    addLocales({ en: { common: { cancel: 'Cancel', save: 'Keep' } } });
    expect(t('common.cancel', { lng: 'en' })).toBe('Cancel');
    expect(t('common.save', { lng: 'en' })).toBe('Keep');
    expect(t('common.greeting', { lng: 'en', name: 'Ali' })).toBe('Welcome, Ali');
  });

  it('redraw a component in the new language, with a new t only when the language changes', async () => {
    const { i18n } = await texts();
    const { useTranslation } = await import('./useTranslation');
    await i18n.changeLanguage('en');
    const seen: unknown[] = [];
    function Save() {
      const { t } = useTranslation();
      seen.push(t);
      return <button type="button">{t('common.save')}</button>;
    }
    const { rerender } = render(<Save />);
    rerender(<Save />);
    expect(seen[0]).toBe(seen[1]);
    expect(screen.getByRole('button').textContent).toBe('Save');
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByRole('button').textContent).toBe('حفظ');
    expect(seen.at(-1)).not.toBe(seen[0]);
    expect(i18n.dir()).toBe('rtl');
    expect(i18n.dir('en')).toBe('ltr');
  });
});
