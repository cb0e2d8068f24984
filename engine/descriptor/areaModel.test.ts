import { describe, expect, it } from 'vitest';
import { areaScreens, buildMenu, screensOf } from './areaModel';
import { checkDescriptors, readDescriptorFiles } from '../cli/checkDescriptors.mjs';
import { splitDescriptors } from './splitDescriptors';
import { outlineOf } from './areaOutline.mjs';
import type { Area } from './descriptor.types';
import { normalizeDescriptor } from './normalizeDescriptor';
import banks from '../../descriptors/banks.json';
import districts from '../../descriptors/districts.json';

const banksArea = normalizeDescriptor('area', banks);

describe('route generation', () => {
  it('gives an area every screen its descriptor enables, with the route permission keys', () => {
    expect(areaScreens(banksArea)).toEqual([
      { kind: 'list', path: '/banks/all' },
      { kind: 'create', path: '/banks/create', permission: 'banks create' },
      { kind: 'edit', path: '/banks/edit/:id', permission: 'banks edit' },
      { kind: 'show', path: '/banks/show/:id', permission: 'banks edit' },
    ]);
  });

  it('leaves out screens whose call or layout is missing', () => {
    const listOnly: Area = { ...banksArea, api: { list: banksArea.api.list, update: banksArea.api.update } };
    expect(screensOf(listOnly)).toEqual(['list']);
    const noShow: Area = { ...banksArea, show: undefined };
    expect(screensOf(noShow)).toEqual(['list', 'create', 'edit']);
  });

  it('answers route aliases too', () => {
    const paths = areaScreens(normalizeDescriptor('area', districts)).map((s) => s.path);
    expect(paths).toContain('/districts/all');
    expect(paths).toContain('/Districts/all');
    expect(paths).toContain('/Districts/edit/:id');
  });
});

describe('menu', () => {
  it('turns area items into links with the area title, icon and list permission', () => {
    const menu = buildMenu(
      {
        $schema: '',
        kind: 'menu',
        items: [
          { link: '/home', label: 'menu.home' },
          { group: 'ref', label: 'menu.referenceData', items: [{ area: 'banks' }, { area: 'missing' }] },
        ],
      },
      [banksArea],
    );
    expect(menu).toEqual([
      { kind: 'link', label: 'menu.home', to: '/home' },
      { kind: 'group', key: 'ref', label: 'menu.referenceData', children: [{ kind: 'link', label: 'banks.title', to: '/banks/all', permission: 'banks index', icon: 'AccountBalance' }] },
    ]);
  });
});

describe('the descriptors in the repository', () => {
  it('all fit the engine schema and the rest of the product', () => {
    expect(checkDescriptors(readDescriptorFiles())).toEqual([]);
  });

  it('declare one menu and areas with unique routes', () => {
    const files = readDescriptorFiles();
    const { areas, menu } = splitDescriptors(files.map((f) => JSON.parse(f.text) as unknown));
    expect(menu.items.length).toBeGreaterThan(0);
    const routes = areas.flatMap((a) => areaScreens(a.outline).map((s) => s.path));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('route, guard and list in the menu the same from their outlines as from the whole descriptors, which come when asked', async () => {
    const contents = readDescriptorFiles().map((f) => JSON.parse(f.text) as unknown);
    const whole = splitDescriptors(contents);
    const fetched: string[] = [];
    const outlined = splitDescriptors(
      contents.map((content) => {
        const name = (content as { area?: string }).area;
        return name === undefined
          ? content
          : {
              outline: outlineOf(content),
              load: () => {
                fetched.push(name);
                return Promise.resolve(content);
              },
            };
      }),
    );
    expect(outlined.areas.map((a) => areaScreens(a.outline))).toEqual(whole.areas.map((a) => areaScreens(a.outline)));
    expect(
      buildMenu(
        outlined.menu,
        outlined.areas.map((a) => a.outline),
      ),
    ).toEqual(
      buildMenu(
        whole.menu,
        whole.areas.map((a) => a.outline),
      ),
    );
    expect(fetched).toEqual([]);
    const banks = outlined.areas.find((a) => a.outline.area === 'banks');
    expect(banks?.loaded()).toBeUndefined();
    // Fetched once, however many screens ask.
    const [first, second] = await Promise.all([banks?.load(), banks?.load()]);
    expect(first).toBe(second);
    expect(first).toEqual(whole.areas.find((a) => a.outline.area === 'banks')?.loaded());
    expect(banks?.loaded()).toBe(first);
    expect(fetched).toEqual(['banks']);
  });

  it('fetches an area again after a failed fetch', async () => {
    let calls = 0;
    const [source] = splitDescriptors([{ outline: outlineOf(banksArea), load: () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(banksArea)) }]).areas;
    await expect(source?.load()).rejects.toThrow('offline');
    await expect(source?.load()).resolves.toMatchObject({ area: 'banks' });
    expect(calls).toBe(2);
  });
});
