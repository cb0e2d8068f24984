// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { ShowField } from '../descriptor/descriptor.types';
import { i18n } from '../i18n/i18n';
import { renderCell, valueInWords } from './cells';

const field = (values?: string): ShowField =>
  ({ field: 'experience', label: 'people.experience', cell: 'text', options: [], chipLabel: 'name', ...(values ? { values } : {}) }) as ShowField;

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
