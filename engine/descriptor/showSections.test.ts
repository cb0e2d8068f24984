import { describe, expect, it } from 'vitest';
import banks from '../../descriptors/banks.json';
import { normalizeDescriptor } from './normalizeDescriptor';
import { showFieldOf, withShowSections } from './showSections.mjs';

describe('a show page without sections', () => {
  it("shows the list's columns, in order, with the words a page uses for the switch", () => {
    expect(banks.show).toEqual({});
    expect(normalizeDescriptor('area', banks).show?.sections).toEqual([
      {
        fields: [
          { field: 'id', label: 'common.id', cell: 'text', options: [], chipLabel: 'name' },
          { field: 'name_ar', label: 'common.nameAr', cell: 'text', options: [], chipLabel: 'name' },
          { field: 'name_en', label: 'common.nameEn', cell: 'text', options: [], chipLabel: 'name' },
          { field: 'country.name', label: 'banks.country', cell: 'text', options: [], chipLabel: 'name' },
          { field: 'active', label: 'common.active', cell: 'boolean', options: [], chipLabel: 'name' },
        ],
      },
    ]);
  });

  it("draws table-only cells as a page does, and leaves out the table's own settings and row numbers", () => {
    expect(showFieldOf({ field: 'specialists', label: 'people.specializations', cell: 'expandable', sortable: false })).toEqual({
      field: 'specialists',
      label: 'people.specializations',
      cell: 'chips',
    });
    expect(showFieldOf({ field: 'is_available', label: 'people.availability', cell: 'toggle', toggle: { permission: 'edit' } })).toEqual({
      field: 'is_available',
      label: 'people.availability',
      cell: 'boolean',
    });
    expect(showFieldOf({ field: 'content', label: 'faq.answer', cell: 'longText', clamp: 2 })).toEqual({ field: 'content', label: 'faq.answer', cell: 'longText' });
    expect(showFieldOf({ field: 'id', label: 'common.serial', cell: 'rowNumber' })).toBeNull();
  });

  it('keeps written sections, and an outline (no columns yet) as it is', () => {
    const written = { show: { sections: [{ fields: [{ field: 'id', label: 'common.id' }] }] }, list: { columns: [{ field: 'name', label: 'common.name' }] } };
    expect(withShowSections(written)).toEqual(written);
    const outline = { show: {}, list: {} };
    expect(withShowSections(outline)).toEqual(outline);
  });
});
