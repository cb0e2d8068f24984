import { describe, expect, it } from 'vitest';
import { outlineOf } from './areaOutline.mjs';
import { normalizeDescriptor } from './normalizeDescriptor';
import { splitDescriptors } from './splitDescriptors';
import { type AreaOutline, hasList, listCallOf } from './areaModel';
import { listKeyForAddress } from '../list/listQuery';

// The build completes each area's outline (engine/cli/viteDescriptorPlugin.mjs) so the dashboard's
// start does not: what it gives must be what the start would have made of the outline.
const outlines = import.meta.glob<{ default: unknown; completed: boolean }>(['../../descriptors/*.json', '!../../descriptors/shared.json'], { eager: true, query: '?outline' });
const wholes = import.meta.glob<object>(['../../descriptors/*.json', '!../../descriptors/shared.json'], { eager: true, import: 'default' });

describe('outline modules', () => {
  const files = Object.keys(outlines);

  it('come completed for every area, as the start would complete them, and as written for the rest', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const whole = wholes[file] as { kind?: string };
      const { default: outline, completed } = outlines[file]!;
      expect(completed, file).toBe(whole.kind === 'area');
      if (whole.kind !== 'area') {
        expect(outline, file).toEqual(outlineOf(whole));
        continue;
      }
      expect(outline, file).toEqual(outlineOf(normalizeDescriptor('area', whole)));
      expect(outline, file).toEqual(outlineOf(normalizeDescriptor('area', outlineOf(whole) as object)));
    }
  });

  it('say what each list’s call is made of: every address asks the outline for the rows the whole area’s list reads', () => {
    const addresses = ['', '?page=4', '?per_page=25&page=2', '?per_page=7', '?sort_by=id&sort_direction=desc', '?sort_by=nothing', '?sort=name&direction=asc'];
    let lists = 0;
    for (const file of files) {
      const whole = wholes[file] as { kind?: string };
      if (whole.kind !== 'area') continue;
      const area = normalizeDescriptor('area', whole);
      const call = listCallOf(outlines[file]!.default as AreaOutline);
      expect(call === null, file).toBe(!hasList(area));
      if (!call || !hasList(area)) continue;
      lists += 1;
      // Each filter under its own name and its other names, and each sortable column both ways.
      const filterAddresses = area.list.filters.flatMap((filter) => [filter.param, ...filter.urlAliases].map((name) => `?${name}=1&page=2`));
      const sortAddresses = area.list.sort ? area.list.columns.map((column, i) => `?${area.list.sort!.param}=${column.field}&${area.list.sort!.directionParam}=${i % 2 ? 'asc' : 'desc'}`) : [];
      for (const address of [...addresses, ...filterAddresses, ...sortAddresses]) {
        const params = new URLSearchParams(address);
        expect(listKeyForAddress(call, params), `${file} ${address}`).toEqual(listKeyForAddress(area, params));
      }
    }
    expect(lists).toBeGreaterThan(10);
  });

  it('are taken as they are by the start when completed, and completed by it otherwise', () => {
    const file = files.find((name) => outlines[name]!.completed)!;
    const { default: outline } = outlines[file]!;
    const load = () => Promise.resolve(wholes[file]);
    const [given] = splitDescriptors([{ outline, completed: true, load }]).areas;
    expect(given!.outline).toBe(outline);
    const [completedAtStart] = splitDescriptors([{ outline: outlineOf(wholes[file]) as object, load }]).areas;
    expect(completedAtStart!.outline).toEqual(outline);
  });
});
