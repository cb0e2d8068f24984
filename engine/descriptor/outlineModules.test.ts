import { describe, expect, it } from 'vitest';
import { outlineOf } from './areaOutline.mjs';
import { normalizeDescriptor } from './normalizeDescriptor';
import { splitDescriptors } from './splitDescriptors';

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
      expect(outline, file).toEqual(whole.kind === 'area' ? normalizeDescriptor('area', outlineOf(whole) as object) : outlineOf(whole));
    }
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
