// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TestProviders } from '../testing/TestProviders';
import { i18n } from '../i18n/i18n';
import { LookupPicker } from './LookupPicker';
import type { Choice } from './useOptions';

const cities: Choice[] = [
  ['1', 'الرياض', 'Riyadh'],
  ['2', 'جدة', 'Jeddah'],
  ['3', 'مكة المكرمة', 'Makkah'],
  ['4', 'المدينة المنورة', 'Madinah'],
  ['5', 'الدمام', 'Dammam'],
  ['6', 'الأحساء', 'Al Ahsa'],
  ['7', 'الطائف', 'Taif'],
  ['8', 'أبها', 'Abha'],
  ['9', 'تبوك', 'Tabuk'],
].map(([value, label, en]) => ({ value: value!, label: label!, names: [en!] }));

let saved: string | undefined;

function Picker() {
  const [value, setValue] = useState('');
  saved = value;
  return <LookupPicker id="root_city_id" label="City" source={{ path: 'dashboard/cities', query: {}, value: 'id', label: 'name' }} values={{}} options={cities} value={value} onChange={setValue} />;
}

/** Types into the picker as an admin would: focused first. */
function type(text: string) {
  const box = screen.getByRole('combobox', { name: 'City' });
  box.focus();
  fireEvent.change(box, { target: { value: text } });
  return box;
}

beforeEach(async () => {
  await i18n.changeLanguage('ar');
});
afterEach(() => cleanup());

describe('a searchable lookup picker', () => {
  it('is a labelled combobox whose typed text filters Arabic names whatever the alef form', async () => {
    render(
      <TestProviders>
        <Picker />
      </TestProviders>,
    );
    const box = type('احساء');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['الأحساء']);
    fireEvent.click(options[0]!);
    expect(saved).toBe('6');
    expect((box as HTMLInputElement).value).toBe('الأحساء');
  });

  it('finds a choice by its English name on an Arabic page, in any case', async () => {
    render(
      <TestProviders>
        <Picker />
      </TestProviders>,
    );
    type('JED');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['جدة']);
    fireEvent.click(options[0]!);
    expect(saved).toBe('2');
  });

  it('says when nothing matches', async () => {
    render(
      <TestProviders>
        <Picker />
      </TestProviders>,
    );
    type('Cairo');
    await screen.findByText(i18n.t('engine.noMatches'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
