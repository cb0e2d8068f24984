import { describe, expect, it } from 'vitest';
import { resolveShared, sharedOf } from './sharedParts.mjs';

const shared = {
  kind: 'shared',
  calls: { activation: { method: 'POST', path: 'dashboard/activation', body: { model_id: '{id}', active: '{value}' } } },
  sources: { countries: { path: 'dashboard/all-countries', search: 'name', query: { active: '1' } } },
};

describe('shared calls and lookups', () => {
  it('lays what is written beside "use" over the shared call, parameter by parameter', () => {
    const area = { kind: 'area', api: { activation: { use: 'activation', body: { type: 'banks', model_id: '{owner.id}' } } } };
    expect(resolveShared(area, shared).descriptor.api.activation).toEqual({
      method: 'POST',
      path: 'dashboard/activation',
      body: { model_id: '{owner.id}', active: '{value}', type: 'banks' },
    });
  });

  it('takes a lookup where a "source" is written, in lists of filters too, and says which parts were used', () => {
    const area = { list: { filters: [{ param: 'country_id', source: { use: 'countries', query: { active: '0' } } }] }, api: { activation: { use: 'activation' } } };
    const { descriptor, used, problems } = resolveShared(area, shared);
    expect(descriptor.list.filters[0]).toEqual({ param: 'country_id', source: { path: 'dashboard/all-countries', search: 'name', query: { active: '0' } } });
    expect([...used].sort()).toEqual(['calls/activation', 'sources/countries']);
    expect(problems).toEqual([]);
  });

  it('names a lookup it does not have, in the right group, and leaves it as written', () => {
    const area = { api: { list: { use: 'countries' } }, form: { uiSchema: { city_id: { 'ui:options': { source: { use: 'cities' } } } } } };
    const { descriptor, problems } = resolveShared(area, shared);
    expect(problems).toEqual([
      { segments: ['api', 'list', 'use'], group: 'calls', name: 'countries' },
      { segments: ['form', 'uiSchema', 'city_id', 'ui:options', 'source', 'use'], group: 'sources', name: 'cities' },
    ]);
    expect(descriptor.api.list).toEqual({ use: 'countries' });
  });

  it("takes only the shared file's own names, and no prototype from what is written", () => {
    const area = JSON.parse('{ "api": { "a": { "use": "constructor" }, "b": { "use": "__proto__" }, "c": { "use": "activation", "__proto__": { "path": "x" } } } }');
    const { descriptor, problems } = resolveShared(area, shared);
    expect(problems.map((p) => p.name)).toEqual(['constructor', '__proto__']);
    expect(Object.getPrototypeOf(descriptor.api.c)).toBe(Object.prototype);
    expect(descriptor.api.c.path).toBe('dashboard/activation');
  });

  it('leaves the written descriptor and the shared parts as they were, and each use its own copy', () => {
    const area: { api: Record<string, { use: string; body?: Record<string, string> }> } = {
      api: { activation: { use: 'activation', body: { type: 'banks' } }, toggle: { use: 'activation' } },
    };
    const before = structuredClone({ area, shared });
    const { descriptor } = resolveShared(area, shared);
    descriptor.api['toggle']!.body!['type'] = 'changed';
    expect({ area, shared }).toEqual(before);
    expect(descriptor.api['activation']!.body).toMatchObject({ type: 'banks' });
  });

  it('shares nothing without a shared descriptor', () => {
    expect(resolveShared({ api: { activation: { use: 'activation' } } }, undefined).problems).toHaveLength(1);
    expect(sharedOf([{ kind: 'area' }, shared])).toBe(shared);
    expect(sharedOf([{ kind: 'area' }])).toBeUndefined();
  });
});
