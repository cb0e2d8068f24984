// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { fetchAhead } from '../app/chunksAhead';
import type { ListArea } from '../descriptor/areaModel';
import type { Area } from '../descriptor/descriptor.types';
import { repositoryAreas } from '../testing/repositoryAreas';
import { useWarmListLinks } from './useWarmListLinks';

vi.mock('../app/chunksAhead', () => ({ fetchAhead: vi.fn() }));
// The page is idle at once.
vi.mock('../app/whenIdle', () => ({
  whenIdleAfterPaint: (work: () => void) => {
    work();
    return () => undefined;
  },
}));

// A mouse, unless a test says otherwise.
let hover = true;
beforeEach(() => {
  hover = true;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: hover)' && hover }));
});
afterEach(() => {
  cleanup();
  vi.mocked(fetchAhead).mockClear();
  vi.unstubAllGlobals();
});

const banks = repositoryAreas().find((area) => area.area === 'banks') as Area as ListArea;
const fetched = () => vi.mocked(fetchAhead).mock.calls.map(([group]) => group);

describe('useWarmListLinks', () => {
  it('fetches nothing until the list’s answer says what the admin may open', () => {
    renderHook(() => useWarmListLinks(banks, null, false));
    expect(fetched()).toEqual([]);
  });

  it('fetches the code of what the list’s links open, once each: the form for Add and edit, the record’s page, the actions’ tooltip', () => {
    renderHook(() => useWarmListLinks(banks, { show: true, edit: true, delete: true, create: true }, true));
    expect(fetched()).toEqual(['form', 'show', 'tooltip']);
  });

  it('leaves out what the admin may not open', () => {
    renderHook(() => useWarmListLinks(banks, { show: false, edit: true, delete: true }, false));
    expect(fetched()).toEqual(['form', 'tooltip']);
  });

  it('fetches only the tooltip for a list whose rows lead nowhere the admin may go', () => {
    renderHook(() => useWarmListLinks(banks, { delete: true }, false));
    expect(fetched()).toEqual(['tooltip']);
  });

  it('fetches nothing on a touch screen, where no pointer rests on a link before the tap', () => {
    hover = false;
    renderHook(() => useWarmListLinks(banks, { show: true, edit: true, delete: true, create: true }, true));
    expect(fetched()).toEqual([]);
  });

  it('does not fetch again when the list is drawn again with the same links', () => {
    const { rerender } = renderHook(({ permissions }) => useWarmListLinks(banks, permissions, false), { initialProps: { permissions: { edit: true } } });
    rerender({ permissions: { edit: true } });
    expect(fetched()).toEqual(['form', 'tooltip']);
  });
});
