// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import Delete from '@mui/icons-material/Delete';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import Switch from '@mui/material/Switch';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableSortLabel from '@mui/material/TableSortLabel';
import TableRow from '@mui/material/TableRow';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prefixer } from 'stylis';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Link } from 'react-router-dom';
import { ColumnHeading } from '../list/ColumnHeading';
import { Paginator } from '../list/Paginator';
import { RowClasses, useRowClasses } from '../list/rowLook';
import { RowSwitch } from '../list/RowSwitch';
import { SelectCell } from '../list/SelectCell';
import { DockedDrawer } from '../shell/dockedDrawer';
import { MenuClasses, useMenuClasses } from '../shell/menuLook';
import type { ListArea } from '../descriptor/areaModel';
import type { Column } from '../descriptor/descriptor.types';
import { createAppTheme } from './createAppTheme';
import { smallIcon } from './plainIcon';

// The list's rows and the side menu's entries are plain elements drawn to look as MUI's
// components do (see sharedClasses): each is drawn here beside the MUI component it stands for,
// in both themes and directions, and the styles the page gives them must be the same.

afterEach(cleanup);

const VARIANTS = [
  { mode: 'light_theme', direction: 'ltr' },
  { mode: 'dark_theme', direction: 'rtl' },
] as const;

const PROPERTIES = [
  'display',
  'position',
  'box-sizing',
  'vertical-align',
  'text-align',
  'padding-top',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'margin-top',
  'margin-bottom',
  'border-bottom',
  'border-radius',
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'cursor',
  'min-width',
  'flex-grow',
  'overflow',
  'text-overflow',
  'white-space',
  'transition',
  'width',
  'height',
  'top',
  'left',
  'opacity',
  'z-index',
  'transform',
  'box-shadow',
  'fill',
  'user-select',
  'flex-shrink',
  'margin-left',
  'margin-right',
  'pointer-events',
  'min-height',
  'justify-content',
  'flex-wrap',
  'list-style-type',
];

function draw(variant: (typeof VARIANTS)[number], children: ReactNode) {
  const cache = variant.direction === 'rtl' ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: 'mui' });
  render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createAppTheme(variant.mode, variant.direction)}>{children}</ThemeProvider>
    </CacheProvider>,
  );
}

function stylesOf(target: string | Element): Record<string, string> {
  const style = getComputedStyle(typeof target === 'string' ? screen.getByTestId(target) : target);
  // A border that is not drawn has no colour to compare.
  const value = (name: string) => (name === 'border-bottom' && /\bnone\b/.test(style.getPropertyValue(name)) ? 'none' : style.getPropertyValue(name));
  return Object.fromEntries(PROPERTIES.map((name) => [name, value(name)]));
}

/** A switch's parts, from the element its test hook is on (the moving base, in MUI's and in RowSwitch). */
function switchParts(testId: string): Record<string, Element> {
  const base = screen.getByTestId(testId);
  return { root: base.parentElement as Element, base, input: base.querySelector('input') as Element, thumb: base.querySelector('span') as Element, track: base.nextElementSibling as Element };
}

/** A checkbox's parts, from the element its test hook is on (the box around the input). */
function checkboxParts(testId: string): Record<string, Element> {
  const box = screen.getByTestId(testId);
  return { cell: box.closest('td') as Element, box, input: box.querySelector('input') as Element, icon: box.querySelector('svg') as Element };
}

/** The icon inside the element a test hook is on. */
function iconIn(testId: string): Element {
  return screen.getByTestId(testId).querySelector('svg') as Element;
}

function LeanRow() {
  const classes = useRowClasses();
  return (
    <tr className={classes.row} data-testid="lean-row">
      <td className={classes.cell} data-testid="lean-cell">
        <button type="button" className={classes.action} data-color="error" aria-label="Delete" data-testid="lean-action">
          {smallIcon(Delete, classes.icon)}
        </button>
      </td>
    </tr>
  );
}

function LeanCell({ children }: { children: ReactNode }) {
  return <td className={useRowClasses().cell}>{children}</td>;
}

function LeanEntry() {
  const classes = useMenuClasses();
  return (
    <li className={classes.item} data-testid="lean-item">
      <a href="/banks/all" className={classes.entry} aria-current="page" data-testid="lean-entry">
        <span className={classes.icon} data-testid="lean-icon">
          {smallIcon(Delete, classes.svg)}
        </span>
        <span className={classes.text} data-testid="lean-text">
          <span className={classes.label} data-testid="lean-label">
            Banks
          </span>
        </span>
      </a>
    </li>
  );
}

describe.each(VARIANTS)('plain elements drawn as MUI draws them ($mode, $direction)', (variant) => {
  it("a list's row, cell and row action look as MUI's TableRow, TableCell and small IconButton", () => {
    draw(
      variant,
      <Table size="small">
        <TableBody>
          <TableRow hover data-testid="mui-row">
            <TableCell data-testid="mui-cell">
              <IconButton size="small" color="error" aria-label="Delete" data-testid="mui-action">
                <Delete fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
          <RowClasses>
            <LeanRow />
          </RowClasses>
        </TableBody>
      </Table>,
    );
    for (const part of ['row', 'cell', 'action']) expect(stylesOf(`lean-${part}`), part).toEqual(stylesOf(`mui-${part}`));
    expect(stylesOf(iconIn('lean-action')), 'icon').toEqual(stylesOf(iconIn('mui-action')));
  });

  it.each([true, false])("a row's switch and selection box look as MUI's Switch and small Checkbox in a checkbox cell (on: %s)", (on) => {
    draw(
      variant,
      <Table size="small">
        <TableBody>
          <TableRow>
            <TableCell padding="checkbox" sx={{ width: 48 }}>
              <Checkbox checked={on} onChange={() => undefined} size="small" data-testid="mui-checkbox" />
            </TableCell>
            <TableCell>
              <Switch checked={on} onChange={() => undefined} data-testid="mui-switch" />
            </TableCell>
          </TableRow>
          <RowClasses>
            <tr>
              <SelectCell variant="row" checked={on} label="Select" onChange={() => undefined} testId="lean-checkbox" />
              <LeanCell>
                <RowSwitch checked={on} onChange={() => undefined} label="Toggle" pending={false} testId="lean-switch" />
              </LeanCell>
            </tr>
          </RowClasses>
        </TableBody>
      </Table>,
    );
    for (const [parts, lean, mui] of [
      [switchParts, 'lean-switch', 'mui-switch'],
      [checkboxParts, 'lean-checkbox', 'mui-checkbox'],
    ] as const) {
      const ours = parts(lean);
      const theirs = parts(mui);
      for (const part of Object.keys(ours)) expect(stylesOf(ours[part] as Element), `${lean} ${part}`).toEqual(stylesOf(theirs[part] as Element));
    }
  });

  it("a side menu's current entry looks as MUI's ListItem, ListItemButton, ListItemIcon and ListItemText", () => {
    draw(
      variant,
      <List disablePadding>
        <ListItem disablePadding sx={{ display: 'block' }} data-testid="mui-item">
          <ListItemButton component="a" href="/banks/all" selected sx={{ pl: 1.5 }} data-testid="mui-entry">
            <ListItemIcon data-testid="mui-icon">
              <Delete fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Banks" data-testid="mui-text" slotProps={{ primary: { noWrap: true, variant: 'body2', 'data-testid': 'mui-label' } as object }} />
          </ListItemButton>
        </ListItem>
        <MenuClasses>
          <LeanEntry />
        </MenuClasses>
      </List>,
    );
    for (const part of ['item', 'entry', 'icon', 'text', 'label']) expect(stylesOf(`lean-${part}`), part).toEqual(stylesOf(`mui-${part}`));
    expect(stylesOf(iconIn('lean-icon')), 'svg').toEqual(stylesOf(iconIn('mui-icon')));
  });

  it("a list's pages look as MUI's row Stack of PaginationItems, with their arrows", () => {
    draw(
      variant,
      <MemoryRouter>
        <nav>
          <Stack component="ul" direction="row" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, justifyContent: 'center', flexWrap: 'wrap' }} data-testid="mui-list">
            <li>
              <PaginationItem type="first" disabled aria-label="First" data-testid="mui-disabled" />
            </li>
            <li data-testid="mui-second">
              <PaginationItem type="previous" disabled aria-label="Previous" />
            </li>
            <li>
              <PaginationItem page={1} selected component={Link} to="/?page=1" aria-current="page" data-testid="mui-current" />
            </li>
            <li>
              <PaginationItem page={2} component={Link} to="/?page=2" data-testid="mui-page" />
            </li>
            <li>
              <PaginationItem type="next" component={Link} to="/?page=2" aria-label="Next" data-testid="mui-arrow" />
            </li>
          </Stack>
        </nav>
        <div data-testid="lean-pages">
          <Paginator page={1} lastPage={3} hrefForPage={(n) => `/?page=${n}`} />
        </div>
      </MemoryRouter>,
    );
    const lean = screen.getByTestId('lean-pages');
    const list = lean.querySelector('ul') as Element;
    const items = list.querySelectorAll(':scope > li > *');
    // First and previous (off on the first page), pages 1 to 3, next and last.
    const ours = { list, second: list.children[1] as Element, disabled: items[0] as Element, current: items[2] as Element, page: items[3] as Element, arrow: items[5] as Element };
    expect((ours.disabled as HTMLButtonElement).disabled).toBe(true);
    expect(ours.current.getAttribute('aria-current')).toBe('page');
    expect(ours.page.textContent).toBe('2');
    for (const [part, element] of Object.entries(ours)) expect(stylesOf(element), part).toEqual(stylesOf(`mui-${part}`));
    expect(stylesOf(ours.arrow.querySelector('svg') as Element), 'arrow icon').toEqual(stylesOf(iconIn('mui-arrow')));
    // The arrow's drawing is MUI's, mirrored in a right-to-left page (the icon set writes the same
    // path without the line command MUI's own copy repeats after a move).
    const drawing = (element: Element | null | undefined) => element?.querySelector('svg')?.innerHTML.replace(/(\d)L/g, '$1 ');
    expect(drawing(ours.arrow)).toBe(drawing(screen.getByTestId('mui-arrow')));
  });

  it.each([
    ['sorted by it, descending', { field: 'name', direction: 'desc' }],
    ['not sorted by it', null],
  ] as const)("a list's column headings look as MUI's head TableCell and TableSortLabel (%s)", (_case, sort) => {
    const area = { list: { sort: {} } } as unknown as ListArea;
    draw(
      variant,
      <MemoryRouter>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }} data-testid="mui-plain">
                Country
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }} sortDirection={sort ? sort.direction : false} data-testid="mui-sortable">
                <TableSortLabel component={Link} to="/?sort_by=name" active={sort !== null} direction={sort ? sort.direction : 'asc'} data-testid="mui-label">
                  Name
                </TableSortLabel>
              </TableCell>
            </TableRow>
          </TableHead>
          <RowClasses>
            <thead>
              <tr>
                <ColumnHeading area={area} column={{ field: 'country', label: 'Country', sortable: false } as Column} sort={sort} hrefForSort={() => '/?sort_by=country'} />
                <ColumnHeading area={area} column={{ field: 'name', label: 'Name' } as Column} sort={sort} hrefForSort={(field) => `/?sort_by=${field}`} />
              </tr>
            </thead>
          </RowClasses>
        </Table>
      </MemoryRouter>,
    );
    const plain = screen.getAllByRole('columnheader', { name: 'Country' })[1] as Element;
    const sortable = screen.getByTestId('sort-name').closest('th') as Element;
    expect(stylesOf(plain), 'plain heading').toEqual(stylesOf('mui-plain'));
    expect(stylesOf(sortable), 'sortable heading').toEqual(stylesOf('mui-sortable'));
    expect(stylesOf('sort-name'), 'label').toEqual(stylesOf('mui-label'));
    expect(stylesOf(iconIn('sort-name')), 'arrow').toEqual(stylesOf(iconIn('mui-label')));
    // The icon set's downward arrow, which MUI's table draws from its own copy (written otherwise).
    expect(iconIn('sort-name').innerHTML).toBe(renderToStaticMarkup(<ArrowDownward />).replace(/^<svg[^>]*>|<\/svg>$/g, ''));
  });

  it("the desktop's side drawer looks as MUI's permanent Drawer, its docked root and its paper", () => {
    draw(
      variant,
      <>
        <Drawer
          variant="permanent"
          open
          data-testid="mui-drawer"
          slotProps={{ paper: { 'data-testid': 'mui-drawer-paper' } as object }}
          sx={{ '& .MuiDrawer-paper': { width: 280, boxSizing: 'border-box' } }}
        >
          Menu
        </Drawer>
        <DockedDrawer width={280}>Menu</DockedDrawer>
      </>,
    );
    // Besides the common properties: the side it sits on, its border and how it scrolls and stretches.
    const EXTRA = ['right', 'border-left', 'border-right', 'border-top', 'flex-direction', 'flex-basis', 'overflow-y', 'outline-style', 'outline-width', 'background-image'];
    const withExtra = (testId: string) => {
      const element = screen.getByTestId(testId) as HTMLElement;
      const style = getComputedStyle(element);
      const styles: Record<string, string> = { ...stylesOf(testId), ...Object.fromEntries(EXTRA.map((name) => [name, style.getPropertyValue(name)])) };
      // MUI's paper gives its shadow through a custom property it sets on the element (the test's DOM does not resolve var()).
      const shadow = /^var\((--[\w-]+)\)$/i.exec(styles['box-shadow'] ?? '');
      const own = shadow && [...element.style].find((name) => name.toLowerCase() === shadow[1]?.toLowerCase());
      if (own) styles['box-shadow'] = element.style.getPropertyValue(own).trim();
      return styles;
    };
    expect(withExtra('docked-drawer'), 'root').toEqual(withExtra('mui-drawer'));
    expect(withExtra('docked-drawer-paper'), 'paper').toEqual(withExtra('mui-drawer-paper'));
  });
});
