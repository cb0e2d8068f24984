// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { ShowField } from '../../descriptor/descriptor.types';
import { i18n } from '../../i18n/i18n';
import { renderCell } from './renderCell';
import { valueInWords } from './valueInWords';

const field = (values?: string): ShowField => ({ field: 'experience', label: 'people.experience', cell: 'text', options: [], chipLabel: 'name', ...(values ? { values } : {}) }) as ShowField;

beforeEach(async () => {
  await i18n.changeLanguage('ar');
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('values in words', () => {
  it('shows an API value as its label from the "values" group, in the current language', async () => {
    const { container } = render(<>{renderCell(field('people.experiences'), { experience: 'professional' }, { mode: 'show' })}</>);
    expect(container.textContent).toBe('محترف');
    expect(container.textContent).not.toContain('professional');
    await i18n.changeLanguage('en');
    expect(valueInWords('unspecified', 'people.experiences')).toBe('Unspecified');
  });

  it('keeps a value the group does not know, and everything without a group, as sent', () => {
    expect(valueInWords('expert', 'people.experiences')).toBe('expert');
    expect(valueInWords('professional', undefined)).toBe('professional');
    expect(valueInWords(null, 'people.experiences')).toBeNull();
  });
});

describe('text in its own direction', () => {
  const column = (name: string, cell: ShowField['cell'] = 'text'): ShowField => ({ field: name, label: 'common.name', cell, options: [], chipLabel: 'name' }) as ShowField;

  it('lays out an English name left to right in an Arabic page, and any other text by its own letters', () => {
    const { container } = render(
      <>
        {renderCell(column('name_en'), { name_en: 'Housing Bank.' }, { mode: 'list' })}
        {renderCell(column('name'), { name: 'Gulf Bank.' }, { mode: 'list' })}
        {renderCell(column('name_ar'), { name_ar: 'بنك الخليج.' }, { mode: 'show' })}
      </>,
    );
    expect([...container.querySelectorAll('span[dir]')].map((span) => [span.textContent, span.getAttribute('dir')])).toEqual([
      ['Housing Bank.', 'ltr'],
      ['Gulf Bank.', 'auto'],
      ['بنك الخليج.', 'rtl'],
    ]);
  });

  it('shows amounts with two decimals', () => {
    const { container } = render(<>{renderCell(column('price', 'money'), { price: 12.5 }, { mode: 'list' })}</>);
    expect(container.textContent).toBe(`${(12.5).toLocaleString('ar', { minimumFractionDigits: 2 })} ${i18n.t('common.currency')}`);
  });
});
