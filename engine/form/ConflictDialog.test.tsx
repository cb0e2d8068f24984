// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { ConflictDialog, type ConflictRow } from './ConflictDialog';

const rows: ConflictRow[] = [
  { field: 'name_en', label: 'English name', status: 'theirs', theirs: 'Their bank', mine: 'Bank' },
  { field: 'country_id', label: 'Country', status: 'both', theirs: 'Egypt', mine: 'Kuwait' },
];
const t = (key: string) => i18n.t(key);

function show(onResolve = vi.fn()) {
  render(<ConflictDialog rows={rows} initial={{ name_en: 'theirs', country_id: 'mine' }} onResolve={onResolve} />);
  return onResolve;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('ConflictDialog', () => {
  it('lists each field with their value, mine and the choice, theirs taken where only they changed it', () => {
    show();
    const dialog = screen.getByRole('dialog', { name: t('engine.conflictTitle') });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([t('engine.conflictField'), t('engine.conflictTheirs'), t('engine.conflictMine'), t('engine.conflictChoice')]);
    const english = within(dialog).getByRole('radiogroup', { name: 'English name' });
    expect(within(english).getByRole('radio', { name: t('engine.conflictTakeTheirs') })).toHaveProperty('checked', true);
    const country = within(dialog).getByRole('radiogroup', { name: 'Country' });
    expect(within(country).getByRole('radio', { name: t('engine.conflictKeepMine') })).toHaveProperty('checked', true);
    expect(within(dialog).getAllByText(t('engine.conflictTakenTheirs'))).toHaveLength(1);
    // Their value, then mine, on the field's row.
    const countryRow = within(dialog).getByRole('rowheader', { name: 'Country' }).closest('tr') as HTMLElement;
    expect(
      within(countryRow)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    ).toEqual(['Egypt', 'Kuwait']);
  });

  it('saves the choices made, or all mine, or all theirs, or nothing', () => {
    const onResolve = show();
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Country' })).getByRole('radio', { name: t('engine.conflictTakeTheirs') }));
    fireEvent.click(screen.getByRole('button', { name: t('engine.conflictSaveMerged') }));
    expect(onResolve).toHaveBeenLastCalledWith({ name_en: 'theirs', country_id: 'theirs' });
    fireEvent.click(screen.getByRole('button', { name: t('engine.conflictKeepAllMine') }));
    expect(onResolve).toHaveBeenLastCalledWith({ name_en: 'mine', country_id: 'mine' });
    fireEvent.click(screen.getByRole('button', { name: t('engine.conflictTakeAllTheirs') }));
    expect(onResolve).toHaveBeenLastCalledWith({ name_en: 'theirs', country_id: 'theirs' });
    fireEvent.click(screen.getByRole('button', { name: t('common.cancel') }));
    expect(onResolve).toHaveBeenLastCalledWith(null);
  });
});
