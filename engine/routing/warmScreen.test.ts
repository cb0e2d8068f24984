import { describe, expect, it, vi } from 'vitest';
import type { Area, OptionSource, UiField } from '../descriptor/descriptor.types';
import { loadedFormValidators } from '../form/loadFormValidators';
import { repositoryAreas } from '../testing/repositoryAreas';
import { FormScreen, ShowScreen } from './screenModules';
import { permissionCheckKey, recordKey, sourceKey } from '../data/keys';
import { warmRead } from '../data/warmRead';
import { drawAhead } from './screenAhead';
import { warmFormChoices, warmScreen } from './warmScreen';

vi.mock('../data/warmRead', () => ({ warmRead: vi.fn(() => Promise.resolve(true)) }));
vi.mock('./screenAhead', () => ({ drawAhead: vi.fn() }));

vi.mock('./screenModules', () => ({
  FormScreen: { load: vi.fn(() => Promise.resolve()) },
  ShowScreen: { load: vi.fn(() => Promise.resolve()) },
}));

const areas = repositoryAreas();
const generic = (kind: 'create' | 'edit' | 'show') => areas.filter((area) => area.form && !area.custom?.[kind]);

describe('warmScreen: the code', () => {
  it('fetches the form screen and the area’s compiled validators as the pointer reaches an edit link, for every generic form', async () => {
    expect(generic('edit').length).toBeGreaterThan(0);
    for (const area of generic('edit')) {
      expect(loadedFormValidators(area.area), area.area).toBeUndefined();
      vi.mocked(FormScreen.load).mockClear();
      warmScreen(area, 'edit', 1);
      expect(FormScreen.load, area.area).toHaveBeenCalledTimes(1);
      // Opening the form then waits for neither: its first drawing is the whole form.
      await vi.waitFor(() => expect(loadedFormValidators(area.area), area.area).toBeDefined());
    }
  });

  it('fetches the form screen for Add', () => {
    vi.mocked(FormScreen.load).mockClear();
    warmScreen(generic('create')[0] as Area, 'create');
    expect(FormScreen.load).toHaveBeenCalledTimes(1);
  });

  it('fetches only the show screen for a show link', () => {
    const area = generic('show')[0] as Area;
    vi.mocked(FormScreen.load).mockClear();
    warmScreen(area, 'show');
    expect(ShowScreen.load).toHaveBeenCalled();
    expect(FormScreen.load).not.toHaveBeenCalled();
  });

  it('leaves a bespoke screen to load its own way', () => {
    const area = { ...(generic('create')[0] as Area), custom: { create: 'someScreen' } } as Area;
    vi.mocked(FormScreen.load).mockClear();
    warmScreen(area, 'create');
    expect(FormScreen.load).not.toHaveBeenCalled();
  });
});

describe('warmScreen', () => {
  const banks = areas.find((area) => area.area === 'banks') as Area;
  const warmed = () => vi.mocked(warmRead).mock.calls.map(([key]) => key);

  const countries = banks.form?.uiSchema.country_id as UiField;
  const countriesKey = sourceKey(countries['ui:options']?.source as OptionSource, {});

  it('reads ahead an Add link’s permission check, under the key the form screen reads, and none of its choices', () => {
    vi.mocked(warmRead).mockClear();
    warmScreen(banks, 'create');
    expect(warmed()).toEqual([permissionCheckKey(banks.permissions.create as string)]);
  });

  it('reads ahead an edit link’s permission check and its record', () => {
    vi.mocked(warmRead).mockClear();
    warmScreen(banks, 'edit', 7);
    expect(warmed()).toEqual([permissionCheckKey(banks.permissions.edit as string), recordKey(banks, { id: 7 })]);
  });

  it('reads a form’s choices that wait for no other field, leaving out those of a field the form leaves out', () => {
    const cities: UiField = {
      'ui:widget': 'lookupSelect',
      'ui:options': { source: { ...(countries['ui:options']?.source as OptionSource), path: 'dashboard/cities', query: { country_id: '{country_id}' } } },
    };
    const form = { ...banks.form, uiSchema: { ...banks.form?.uiSchema, city_id: cities }, editOnly: ['country_id'] } as NonNullable<Area['form']>;
    vi.mocked(warmRead).mockClear();
    warmFormChoices({ ...banks, form }, 'create');
    expect(warmed()).toEqual([]);
    warmFormChoices({ ...banks, form }, 'edit');
    expect(warmed()).toEqual([countriesKey]);
  });

  it('reads nothing ahead for a bespoke screen', () => {
    vi.mocked(warmRead).mockClear();
    warmScreen({ ...banks, custom: { edit: 'someScreen' } } as Area, 'edit', 7);
    expect(warmed()).toEqual([]);
  });
});

describe('warmScreen: the screen drawn ahead', () => {
  const banks = areas.find((area) => area.area === 'banks') as Area;
  const link = { from: '/banks/all', to: '/banks/7/edit', state: { listFrom: '/banks/all' } };

  it('is drawn unseen beside the link’s page once its code and reads are in', async () => {
    vi.mocked(drawAhead).mockClear();
    const answers: ((done: boolean) => void)[] = [];
    vi.mocked(warmRead).mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    warmScreen(banks, 'edit', 7, link);
    // The permission check is in, the record still on its way: nothing to draw yet.
    answers[0]?.(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toHaveLength(2);
    expect(drawAhead).not.toHaveBeenCalled();
    answers[1]?.(true);
    await vi.waitFor(() => expect(drawAhead).toHaveBeenCalledWith(link.from, link.to, link.state));
  });

  it('is not drawn when a read failed (the screen says so once opened), nor without a link', async () => {
    vi.mocked(drawAhead).mockClear();
    vi.mocked(warmRead).mockImplementation(() => Promise.resolve(false));
    warmScreen(banks, 'edit', 7, link);
    vi.mocked(warmRead).mockImplementation(() => Promise.resolve(true));
    warmScreen(banks, 'create');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drawAhead).not.toHaveBeenCalled();
  });

  it('is not drawn when its code failed to come', async () => {
    vi.mocked(drawAhead).mockClear();
    vi.mocked(FormScreen.load).mockImplementationOnce(() => Promise.reject(new Error('offline')));
    warmScreen(banks, 'create', undefined, { ...link, to: '/banks/create' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drawAhead).not.toHaveBeenCalled();
  });
});
