import { describe, expect, it, vi } from 'vitest';
import { readDescriptorFiles } from '../cli/checkDescriptors.mjs';
import type { Area } from '../descriptor/descriptor.types';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import { loadedFormValidators } from '../form/loadFormValidators';
import { FormScreen, ShowScreen } from './screenModules';
import { warmScreenCode } from './warmScreen';

vi.mock('./screenModules', () => ({
  FormScreen: { preload: vi.fn(() => Promise.resolve()) },
  ShowScreen: { preload: vi.fn(() => Promise.resolve()) },
}));

const areas = readDescriptorFiles()
  .map((file) => JSON.parse(file.text) as { kind?: string })
  .filter((descriptor) => descriptor.kind === 'area')
  .map((descriptor) => normalizeDescriptor('area', descriptor) as Area);
const generic = (kind: 'create' | 'edit' | 'show') => areas.filter((area) => area.form && !area.custom?.[kind]);

describe('warmScreenCode', () => {
  it('fetches the form screen and the area’s compiled validators as the pointer reaches an edit link, for every generic form', async () => {
    expect(generic('edit').length).toBeGreaterThan(0);
    for (const area of generic('edit')) {
      expect(loadedFormValidators(area.area), area.area).toBeUndefined();
      vi.mocked(FormScreen.preload).mockClear();
      warmScreenCode(area, 'edit');
      expect(FormScreen.preload, area.area).toHaveBeenCalledTimes(1);
      // Opening the form then waits for neither: its first drawing is the whole form.
      await vi.waitFor(() => expect(loadedFormValidators(area.area), area.area).toBeDefined());
    }
  });

  it('fetches the form screen for Add', () => {
    vi.mocked(FormScreen.preload).mockClear();
    warmScreenCode(generic('create')[0] as Area, 'create');
    expect(FormScreen.preload).toHaveBeenCalledTimes(1);
  });

  it('fetches only the show screen for a show link', () => {
    const area = generic('show')[0] as Area;
    vi.mocked(FormScreen.preload).mockClear();
    warmScreenCode(area, 'show');
    expect(ShowScreen.preload).toHaveBeenCalled();
    expect(FormScreen.preload).not.toHaveBeenCalled();
  });

  it('leaves a bespoke screen to load its own way', () => {
    const area = { ...(generic('create')[0] as Area), custom: { create: 'someScreen' } } as Area;
    vi.mocked(FormScreen.preload).mockClear();
    warmScreenCode(area, 'create');
    expect(FormScreen.preload).not.toHaveBeenCalled();
  });
});
