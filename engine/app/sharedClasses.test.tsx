// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { memo, type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedClasses } from './sharedClasses';

afterEach(cleanup);

const look = vi.fn((theme: import('@mui/material/styles').Theme) => ({
  cell: { color: theme.palette.primary.main, paddingLeft: 16 },
  mark: { fontWeight: 600 },
}));
const { Provider, useClasses } = sharedClasses('test cells', look);

let drawn = 0;
const Cell = memo(function Cell({ text }: { text: string }) {
  drawn += 1;
  const classes = useClasses();
  return (
    <span className={classes.cell} data-testid={text}>
      <b className={classes.mark}>{text}</b>
    </span>
  );
});

function Page({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        again {count}
      </button>
      <Provider>{children}</Provider>
    </>
  );
}

function draw(children: ReactNode) {
  const cache = createCache({ key: 'test', stylisPlugins: [] });
  render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createTheme({ palette: { primary: { main: '#0f766e' } } })}>
        <Page>{children}</Page>
      </ThemeProvider>
    </CacheProvider>,
  );
  return cache;
}

describe('sharedClasses', () => {
  it('gives every element of a kind one class, made once from the theme, with its rule in the page', () => {
    look.mockClear();
    const cache = draw(['Riyad Bank', 'Housing Bank', 'Al Rajhi'].map((text) => <Cell key={text} text={text} />));
    const classes = ['Riyad Bank', 'Housing Bank', 'Al Rajhi'].map((text) => screen.getByTestId(text).className);
    expect(new Set(classes).size).toBe(1);
    expect(classes[0]).toMatch(/^test-/);
    expect(screen.getByText('Riyad Bank').className).not.toBe(classes[0]);
    expect(look).toHaveBeenCalledTimes(1);
    const rules = cache.sheet.tags.map((tag) => tag.textContent).join('');
    expect(rules).toContain(`.${classes[0]}{color:#0f766e;padding-left:16px;}`);
    expect(getComputedStyle(screen.getByTestId('Al Rajhi')).color).toBe('rgb(15, 118, 110)');
  });

  it('keeps memoised elements drawn when what is around them draws again', () => {
    draw(<Cell text="Riyad Bank" />);
    const before = drawn;
    fireEvent.click(screen.getByRole('button', { name: 'again 0' }));
    expect(screen.getByRole('button', { name: 'again 1' })).toBeTruthy();
    expect(drawn).toBe(before);
  });

  it('names the kind when an element is drawn outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Cell text="alone" />)).toThrow('test cells: drawn outside its classes’ provider');
  });
});
