// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import banks from '../../../descriptors/banks.json';
import repositoryMenu from '../../../descriptors/menu.json';
import type { Column, Menu } from '../../descriptor/descriptor.types';
import { splitDescriptors, wholeArea } from '../../descriptor/splitDescriptors';
import type { AreaSource } from '../../descriptor/splitDescriptors';
import { type Dashboard, DashboardContext } from '../../descriptor/useDashboard';
import { i18n } from '../../i18n/i18n';
import { saveSession } from '../../session/session';
import { TestProviders } from '../../testing/TestProviders';
import { repositoryAreas } from '../../testing/repositoryAreas';
import { useAreaOptions } from '../filters/areaOptions';
import { renderCell } from './renderCell';

/** An admin's permissions answer: each full key given is held. */
function permissionsOf(held: readonly string[]) {
  const parents = new Map<string, string[]>();
  for (const key of held) {
    const [parent = '', child = ''] = key.split(' ');
    parents.set(parent, [...(parents.get(parent) ?? []), child]);
  }
  return { data: { permissions: [...parents].map(([parent, children]) => ({ parent_key: parent, has_permission: true, permissions: children.map((key) => ({ key, has_permission: true })) })) } };
}

function holding(held: readonly string[]) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(permissionsOf(held)), { status: 200, headers: { 'Content-Type': 'application/json' } }));
}

const column = (field: string, cell: Column['cell'], more: Partial<Column> = {}): Column =>
  ({ field, label: 'activity.record', cell, options: [], chipLabel: 'name', sortable: false, ...more }) as Column;

const recordColumn = column('subject_id', 'recordLink', { groupField: 'subject_type' });
const fieldsColumn = column('properties', 'changedFields', { groupField: 'subject_type' });

const NO_MENU: Menu = { $schema: '', kind: 'menu', items: [] };

function draw(children: React.ReactNode, areas: AreaSource[] = repositoryAreas().map(wholeArea), menu: Menu = NO_MENU) {
  const dashboard: Dashboard = { descriptors: { areas, menu, notifications: null }, headerActions: null };
  return render(
    <TestProviders path="/activity/all">
      <DashboardContext value={dashboard}>{children}</DashboardContext>
    </TestProviders>,
  );
}

beforeEach(async () => {
  saveSession({ id: 1, token: 't', name: 'Admin' });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a link to the record an entry names', () => {
  it("links to the record's show page in the area whose permission group the row names, when the admin may open it", async () => {
    holding(['banks index', 'banks edit']);
    draw(renderCell(recordColumn, { subject_type: 'banks', subject_id: 4 }, { mode: 'list' }));
    const link = await screen.findByRole('link', { name: '#4' });
    expect(link.getAttribute('href')).toBe('/banks/show/4');
  });

  it("opens the record's edit page in an area without a show page", async () => {
    holding(['carModel index', 'carModel edit']);
    draw(renderCell(recordColumn, { subject_type: 'carModel', subject_id: 12 }, { mode: 'list' }));
    expect((await screen.findByRole('link', { name: '#12' })).getAttribute('href')).toBe('/car-models/edit/12');
  });

  it('leads to the area that lists the records of a group, not to another page of the same group', async () => {
    holding(['providers index', 'employees show']);
    draw(renderCell(recordColumn, { subject_type: 'providers', subject_id: 3 }, { mode: 'list' }));
    expect((await screen.findByRole('link', { name: '#3' })).getAttribute('href')).toBe('/providers/show/3');
  });

  it('is plain text when the admin may not open the record, and when no area has the group', async () => {
    holding(['banks index', 'carModel edit']);
    draw(
      <>
        <p data-testid="bank">{renderCell(recordColumn, { subject_type: 'banks', subject_id: 4 }, { mode: 'list' })}</p>
        <p data-testid="unknown">{renderCell(recordColumn, { subject_type: 'planets', subject_id: 9 }, { mode: 'list' })}</p>
        <p>{renderCell(recordColumn, { subject_type: 'carModel', subject_id: 12 }, { mode: 'list' })}</p>
      </>,
    );
    // The permissions have arrived once the car model, which the admin may edit, is a link.
    await screen.findByRole('link', { name: '#12' });
    expect(screen.getByTestId('bank').textContent).toBe('#4');
    expect(screen.getByTestId('unknown').textContent).toBe('#9');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

describe("an entry's area and changed fields in words", () => {
  it('names the area by its title, in the admin language, and a group no area has as sent', async () => {
    holding([]);
    await i18n.changeLanguage('ar');
    draw(
      <>
        <p data-testid="banks">{renderCell(column('subject_type', 'areaTitle'), { subject_type: 'banks' }, { mode: 'list' })}</p>
        <p data-testid="unknown">{renderCell(column('subject_type', 'areaTitle'), { subject_type: 'planets' }, { mode: 'list' })}</p>
      </>,
    );
    expect((await screen.findByTestId('banks')).textContent).toBe(i18n.t('banks.title'));
    expect(i18n.t('banks.title')).not.toBe('banks');
    expect(screen.getByTestId('unknown').textContent).toBe('planets');
  });

  it('names a group the content pages share by the menu group that holds them, else by their titles', async () => {
    holding([]);
    const cell = <p data-testid="content">{renderCell(column('subject_type', 'areaTitle'), { subject_type: 'appContent' }, { mode: 'list' })}</p>;
    draw(cell, undefined, repositoryMenu as Menu);
    expect((await screen.findByTestId('content')).textContent).toBe(i18n.t('menu.content'));
    cleanup();
    draw(cell);
    const titles = (await screen.findByTestId('content')).textContent?.split(' / ');
    expect(titles).toContain(i18n.t('appContent.aboutUs'));
    expect(titles?.length).toBeGreaterThan(1);
  });

  it('lists the fields of old and new values by their labels in the record area, fetching its descriptor when it is not in yet', async () => {
    holding([]);
    // The banks area as the build gives it: its outline first, the whole descriptor on demand.
    const areas = splitDescriptors([{ outline: banks, load: () => Promise.resolve(banks) }]).areas;
    const row = { subject_type: 'banks', properties: { old: { name_ar: 'أ', country_id: 1 }, attributes: { name_ar: 'ب', country_id: 2, swift_code: 'X' } } };
    draw(<p data-testid="fields">{renderCell(fieldsColumn, row, { mode: 'list' })}</p>, areas);
    // swift_code is a column the banks' screens never show: no raw name for the admin to puzzle over.
    const expected = `${i18n.t('common.nameAr')} and ${i18n.t('banks.country')}`;
    await vi.waitFor(() => expect(screen.getByTestId('fields').textContent).toBe(expected));
  });

  it('shows no data for a change only of columns the screens never show', async () => {
    draw(
      <p data-testid="fields">{renderCell(fieldsColumn, { subject_type: 'banks', properties: { old: { swift_code: 'A' }, attributes: { swift_code: 'B' } } }, { mode: 'list' })}</p>,
      splitDescriptors([{ outline: banks, load: () => Promise.resolve(banks) }]).areas,
    );
    await vi.waitFor(() => expect(screen.getByTestId('fields').textContent).toBe(i18n.t('common.noData')));
  });

  it('shows a moment with its time of day', () => {
    draw(<p data-testid="when">{renderCell(column('created_at', 'dateTime'), { created_at: '2026-11-28T10:15:00' }, { mode: 'list' })}</p>);
    expect(screen.getByTestId('when').textContent).toMatch(/10:15/);
  });

  it('shows the text the column gives for an empty value (an entry the system made)', () => {
    draw(<p data-testid="admin">{renderCell(column('causer.name', 'text', { whenEmpty: 'activity.system' }), { causer: null }, { mode: 'list' })}</p>);
    expect(screen.getByTestId('admin').textContent).toBe('The system');
  });
});

describe("the areas' choice", () => {
  function Options() {
    return (
      <ul>
        {useAreaOptions().map((option) => (
          <li key={option.value} data-value={option.value}>
            {option.label}
          </li>
        ))}
      </ul>
    );
  }

  it('offers each area the admin may list once, by title, sent as its permission group', async () => {
    holding(['countries index', 'banks index', 'appContent index']);
    draw(<Options />);
    await screen.findByText('Banks');
    const items = screen.getAllByRole('listitem').map((item) => [item.getAttribute('data-value'), item.textContent]);
    expect(items.map(([value]) => value)).toEqual(expect.arrayContaining(['banks', 'countries', 'appContent']));
    expect(items).toHaveLength(3);
    // The content pages share one group, so one choice names them all.
    expect(items.find(([value]) => value === 'appContent')?.[1]).toContain(i18n.t('appContent.policy'));
    expect(items.find(([value]) => value === 'appContent')?.[1]).toContain(' / ');
  });
});
