// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { clearSession, saveSession } from '../session/session';
import { readDraft, writeDraft, type DraftAddress } from './draftStore';
import { DRAFT_WRITE_MS } from './useDraftWriter';
import { useFormDraft } from './useFormDraft';

const initial = { name_en: '', country_id: undefined, active: true };
const address: DraftAddress = { adminId: 4, area: 'banks', mode: 'edit', recordId: '9' };

function renderDraft(onRestore = vi.fn()) {
  const hook = renderHook(({ values }: { values: Record<string, unknown> }) => useFormDraft({ area: 'banks', mode: 'edit', recordId: '9', initial, values, onRestore }), {
    initialProps: { values: initial as Record<string, unknown> },
  });
  return { ...hook, onRestore };
}

beforeEach(() => {
  window.localStorage.clear();
  saveSession({ id: 4, token: 'tok', name: 'Admin' });
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearSession();
});

describe('useFormDraft', () => {
  it('keeps a changed form, throttled, and writes the latest when the screen goes away', () => {
    const { rerender, unmount, result } = renderDraft();
    expect(result.current.offer).toBeNull();
    expect(readDraft(address)).toBeNull();

    rerender({ values: { ...initial, name_en: 'T' } });
    expect(readDraft(address)?.values).toEqual({ name_en: 'T', active: true });
    rerender({ values: { ...initial, name_en: 'Ty' } });
    rerender({ values: { ...initial, name_en: 'Typ' } });
    expect(readDraft(address)?.values.name_en).toBe('T');
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_MS));
    expect(readDraft(address)?.values.name_en).toBe('Typ');

    rerender({ values: { ...initial, name_en: 'Typed' } });
    // The session ends: the login page replaces the form before the wait is over.
    clearSession();
    unmount();
    expect(readDraft(address)?.values.name_en).toBe('Typed');
  });

  it('drops the draft when the form is back to what it opened with', () => {
    const { rerender } = renderDraft();
    rerender({ values: { ...initial, name_en: 'T' } });
    expect(readDraft(address)).not.toBeNull();
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_MS));
    rerender({ values: { ...initial, name_en: '' } });
    expect(readDraft(address)).toBeNull();
  });

  it('offers an earlier draft back: Restore fills the form with it', () => {
    writeDraft(address, { name_en: 'Before', country_id: 2 });
    const { result, onRestore } = renderDraft();
    expect(result.current.offer?.values).toEqual({ name_en: 'Before', country_id: 2 });
    act(() => result.current.restore());
    expect(onRestore).toHaveBeenCalledWith({ name_en: 'Before', country_id: 2, active: true });
    expect(result.current.offer).toBeNull();
  });

  it('Discard drops the earlier draft; what was typed since is kept instead', () => {
    writeDraft(address, { name_en: 'Before' });
    const { result, unmount } = renderDraft();
    act(() => result.current.discard());
    expect(result.current.offer).toBeNull();
    expect(readDraft(address)).toBeNull();

    writeDraft(address, { name_en: 'Before' });
    const second = renderDraft();
    second.rerender({ values: { ...initial, name_en: 'New' } });
    act(() => second.result.current.discard());
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_MS));
    expect(readDraft(address)?.values.name_en).toBe('New');
    unmount();
  });

  it('does not offer a draft that holds what the form opened with', () => {
    writeDraft(address, { name_en: '', active: true });
    const { result } = renderDraft();
    expect(result.current.offer).toBeNull();
    expect(readDraft(address)).toBeNull();
  });

  it('a save drops the draft, and nothing is written after it', () => {
    const { result, rerender, unmount } = renderDraft();
    const typed = { ...initial, name_en: 'Saved' };
    rerender({ values: typed });
    rerender({ values: { ...typed, name_en: 'Saved!' } });
    act(() => result.current.saved({ ...typed, name_en: 'Saved!' }));
    expect(readDraft(address)).toBeNull();
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_MS * 3));
    unmount();
    expect(readDraft(address)).toBeNull();
  });

  it('keeps nothing without a session', () => {
    clearSession();
    const { rerender, unmount } = renderDraft();
    rerender({ values: { ...initial, name_en: 'T' } });
    unmount();
    expect(window.localStorage.length).toBe(0);
  });
});
