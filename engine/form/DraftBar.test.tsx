// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n, t } from '../i18n/i18n';
import { DraftBar } from './DraftBar';

function renderBar(filesLeftOut: boolean) {
  const onRestore = vi.fn();
  const onDiscard = vi.fn();
  render(<DraftBar draft={{ values: { name_en: 'Typed' }, savedAt: Date.UTC(2025, 0, 2, 10, 30), filesLeftOut }} onRestore={onRestore} onDiscard={onDiscard} />);
  return { onRestore, onDiscard };
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

afterEach(cleanup);

describe('DraftBar', () => {
  it('asks whether to restore, with Restore and Discard', () => {
    const { onRestore, onDiscard } = renderBar(false);
    const bar = screen.getByRole('alert');
    expect(bar.textContent).toContain(t('engine.draftOffer'));
    expect(bar.textContent).not.toContain(t('engine.draftFilesLeftOut'));
    fireEvent.click(screen.getByRole('button', { name: t('engine.draftRestore') }));
    expect(onRestore).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: t('engine.draftDiscard') }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('says that files were not kept', () => {
    renderBar(true);
    expect(screen.getByRole('alert').textContent).toContain(t('engine.draftFilesLeftOut'));
  });
});
