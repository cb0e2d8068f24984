import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { descriptorValidators, loadContext, repoRoot } from '../cli/checkDescriptors.mjs';
import { readDescriptors } from '../cli/readDescriptors.mjs';
import banks from '../../descriptors/banks.json';
import cities from '../../descriptors/cities.json';
import { completeArea } from './completeArea.mjs';
import { normalizeDescriptor, type DescriptorKinds } from './normalizeDescriptor';
import { splitDescriptors } from './splitDescriptors';

const validators = descriptorValidators(loadContext());
// As the build gives them to the dashboard: with the shared calls and lookups they use merged in.
const written = readDescriptors(`${repoRoot}/descriptors`).map(({ file, descriptor }) => ({ file, descriptor: descriptor as { kind: keyof DescriptorKinds } }));

describe('loading a descriptor', () => {
  it.each(written.map(({ file, descriptor }) => [file, descriptor] as const))(
    "completes %s as the checker's Ajv with useDefaults does, and its rules and show page as the checker does",
    (_file, descriptor) => {
      const byAjv = structuredClone(descriptor);
      expect(validators[descriptor.kind](byAjv)).toBe(true);
      expect(normalizeDescriptor(descriptor.kind, descriptor)).toEqual(descriptor.kind === 'area' ? completeArea(byAjv) : byAjv);
    },
  );

  it('receives the shared calls and lookups a file names merged in, as the build gives them', () => {
    const file = JSON.parse(fs.readFileSync(`${repoRoot}/descriptors/banks.json`, 'utf8')) as typeof banks;
    expect(file.api.activation).toEqual({ use: 'activation', body: { type: 'banks' } });
    expect(banks.api.activation).toEqual({ method: 'POST', path: 'dashboard/activation', body: { model_id: '{id}', active: '{value}', type: 'banks' } });
    expect(cities.list.filters.find((filter) => filter.param === 'country_id')).toMatchObject({ source: { path: 'dashboard/all-countries', search: 'name', query: { active: '1' } } });
  });

  it('gives a form the rules of its required fields, which the file leaves out', () => {
    expect(banks.form).not.toHaveProperty('rules');
    expect(normalizeDescriptor('area', banks).form?.rules).toEqual([
      { field: 'name_ar', rule: 'required', message: 'VALIDATION.nameAr' },
      { field: 'name_en', rule: 'required', message: 'VALIDATION.nameEn' },
      { field: 'country_id', rule: 'required', message: 'VALIDATION.country' },
    ]);
  });

  it("gives what a descriptor leaves out: Laravel's places, GET calls sent as a form, text cells", () => {
    const area = normalizeDescriptor('area', banks);
    expect(area.response).toEqual({ rows: 'data', lastPage: 'meta.last_page', perPage: 'meta.per_page', total: 'meta.total', permissions: 'permissions', record: 'data' });
    expect(area.api.list).toEqual({ path: 'dashboard/banks', method: 'GET', query: {}, body: {}, encoding: 'form' });
    expect(area.list?.columns.find((column) => column.field === 'name_ar')?.cell).toBe('text');
    expect(area.list?.filters.every((filter) => filter.urlAliases.length === 0)).toBe(true);
  });

  it("completes the lookups a form's widgets make", () => {
    const ui = normalizeDescriptor('area', cities).form?.uiSchema['district_id'];
    expect(ui).toMatchObject({ 'ui:options': { source: { path: 'dashboard/district-of-countries', value: 'id', label: 'name' } } });
  });

  it("keeps what a descriptor says, leaves the file's contents as they were, and changes nothing the second time", () => {
    const before = structuredClone(banks);
    const once = normalizeDescriptor('area', banks);
    expect(banks).toEqual(before);
    expect(once.list?.actions).toEqual(banks.list.actions);
    expect(normalizeDescriptor('area', once)).toEqual(once);
  });

  it('is how the dashboard receives every descriptor', () => {
    const { areas, menu, notifications } = splitDescriptors(written.map(({ descriptor }) => descriptor));
    expect(areas.every(({ loaded }) => Array.isArray(loaded()?.unavailable) && typeof loaded()?.response.rows === 'string')).toBe(true);
    expect(menu.items.length).toBeGreaterThan(0);
    expect(notifications?.unreadCount).toBe('unread_notifications_count');
  });
});
