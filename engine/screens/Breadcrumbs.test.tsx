// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { i18n, t } from '../i18n/i18n';
import { Breadcrumbs } from './Breadcrumbs';

function renderTrail(direction: 'ltr' | 'rtl') {
  render(
    <ThemeProvider theme={createTheme({ direction })}>
      <MemoryRouter>
        <Breadcrumbs trail={[{ label: 'Banks', to: '/banks/all?page=2' }, { label: 'Riyad Bank', to: '/banks/show/3' }, { label: 'Edit' }]} />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return screen.getByRole('navigation', { name: t('engine.breadcrumbs') });
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

afterEach(cleanup);

describe('Breadcrumbs', () => {
  it('leads from Home through the list and the record, the page itself not a link', () => {
    const nav = renderTrail('ltr');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [t('menu.home'), '/home'],
      ['Banks', '/banks/all?page=2'],
      ['Riyad Bank', '/banks/show/3'],
    ]);
    expect(within(nav).getByText('Edit').getAttribute('aria-current')).toBe('page');
    expect(nav.textContent).toContain('›');
  });

  it('points its separators the way an Arabic trail reads', () => {
    const nav = renderTrail('rtl');
    expect(nav.textContent).toContain('‹');
    expect(nav.textContent).not.toContain('›');
  });
});
