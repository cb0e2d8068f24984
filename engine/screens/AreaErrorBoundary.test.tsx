// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n, t } from '../i18n/i18n';
import { AreaErrorBoundary, firstLine, isCodeLoadFailure } from './AreaErrorBoundary';

function Broken(): never {
  throw new TypeError('unknown cell "sparkles" in the column "country.name"\n    at renderCell (cells.tsx:1)');
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/banks/create">to the form</Link>
      <Link to="/cities/all">to cities</Link>
      <Routes>
        <Route
          path="/banks/all"
          element={
            <AreaErrorBoundary area="banks">
              <Broken />
            </AreaErrorBoundary>
          }
        />
        <Route
          path="/banks/create"
          element={
            <AreaErrorBoundary area="banks">
              <p>the bank form</p>
            </AreaErrorBoundary>
          }
        />
        <Route
          path="/cities/all"
          element={
            <AreaErrorBoundary area="cities">
              <p>the cities list</p>
            </AreaErrorBoundary>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AreaErrorBoundary', () => {
  it('names the broken area with the first line of the error, and the other screens still draw', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/banks/all');
    const broken = screen.getByRole('alert');
    expect(within(broken).getByRole('heading', { level: 1 }).textContent).toBe(t('engine.areaCannotDraw', { area: 'banks' }));
    // The first line alone, left to right in Arabic too.
    expect(within(broken).getByText('unknown cell "sparkles" in the column "country.name"').getAttribute('dir')).toBe('ltr');
    expect(within(broken).queryByText(/at renderCell/)).toBeNull();
    expect(logged).toHaveBeenCalled();

    fireEvent.click(screen.getByText('to the form'));
    screen.getByText('the bank form');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByText('to cities'));
    screen.getByText('the cities list');
    expect(screen.queryByText('the bank form')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('firstLine', () => {
  it('reads the first non-empty line of any thrown value, kept short', () => {
    expect(firstLine(new Error('\n  first\nsecond'))).toBe('first');
    expect(firstLine('plain text')).toBe('plain text');
    expect(firstLine(42)).toBe('42');
    expect(firstLine(new Error('x'.repeat(400)))).toHaveLength(300);
  });
});

describe('isCodeLoadFailure', () => {
  it('tells a screen whose code did not arrive from a descriptor the engine cannot draw', () => {
    expect(isCodeLoadFailure(new TypeError('Failed to fetch dynamically imported module: https://x/dashboard/assets/ShowScreen-1.js'))).toBe(true);
    expect(isCodeLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeLoadFailure(new TypeError('area.list.columns.map is not a function'))).toBe(false);
    expect(isCodeLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});
