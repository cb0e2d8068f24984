// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n, t } from '../../i18n/i18n';
import { DateField } from './DateField';

async function renderField(language: 'ar' | 'en', props: { value?: string; min?: string } = {}) {
  await i18n.changeLanguage(language);
  const onChange = vi.fn();
  const view = render(<DateField id="root_birthday" label="Birthday" value={props.value ?? ''} min={props.min} onChange={onChange} />);
  const group = screen.getByRole('group', { name: 'Birthday' });
  const part = (key: 'engine.dateDay' | 'engine.dateMonth' | 'engine.dateYear') => within(group).getByLabelText(t(key)) as HTMLSelectElement;
  return { onChange, view, day: part('engine.dateDay'), month: part('engine.dateMonth'), year: part('engine.dateYear') };
}

afterEach(cleanup);

describe('DateField', () => {
  it("names the months in the admin's language", async () => {
    const { month } = await renderField('ar');
    const names = [...month.options].map((option) => option.textContent);
    expect(names).toContain('يناير');
    expect(names).toContain('ديسمبر');
    expect(names).not.toContain('January');
  });

  it('gives the owner an ISO day once day, month and year are chosen, and nothing before', async () => {
    const { onChange, day, month, year } = await renderField('en');
    fireEvent.change(day, { target: { value: '14' } });
    fireEvent.change(month, { target: { value: '2' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(t('engine.dateIncomplete'))).toBeDefined();
    fireEvent.change(year, { target: { value: '1990' } });
    expect(onChange).toHaveBeenLastCalledWith('1990-02-14');
  });

  it('shows a stored value in its parts and clears it', async () => {
    const { onChange, day, month, year } = await renderField('en', { value: '2026-03-07' });
    expect([day.value, month.value, year.value]).toEqual(['7', '3', '2026']);
    fireEvent.click(screen.getByRole('button', { name: t('engine.dateClear') }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect([day.value, month.value, year.value]).toEqual(['', '', '']);
  });

  it('offers no day before the minimum, and says so when one is reached another way', async () => {
    const { day, month, year } = await renderField('en', { value: '2026-11-23', min: '2026-11-23' });
    expect((within(day).getByRole('option', { name: '22' }) as HTMLOptionElement).disabled).toBe(true);
    expect((within(day).getByRole('option', { name: '23' }) as HTMLOptionElement).disabled).toBe(false);
    expect((within(month).getByRole('option', { name: 'October' }) as HTMLOptionElement).disabled).toBe(true);
    expect([...year.options].map((option) => option.value)).not.toContain('2025');
    fireEvent.change(month, { target: { value: '10' } });
    expect(screen.getByText(t('engine.dateTooEarly', { date: 'Nov 23, 2026' }))).toBeDefined();
  });
});
