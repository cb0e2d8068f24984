import { describe, expect, it } from 'vitest';
import type { ListArea } from '../descriptor/areaModel';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import { callKey, isAffectedBy, isInboxKey, isListKeyOf, listKey, permissionCheckKey, recordKey, sourceKey } from './keys';

const banks = normalizeDescriptor('area', {
  kind: 'area',
  area: 'banks',
  route: 'banks',
  title: 'banks.title',
  permissions: { list: 'banks index', edit: 'banks edit' },
  api: { list: { path: 'dashboard/banks' }, show: { path: 'dashboard/banks/{id}' } },
  list: { columns: [{ field: 'id', label: 'common.id' }] },
}) as ListArea;
const cities = normalizeDescriptor('area', { ...banks, area: 'cities', api: { list: { path: 'dashboard/cities' }, show: { path: 'dashboard/cities/{id}' } } }) as ListArea;

describe('cache keys', () => {
  it('give the same key to a record fetched ahead from its link and read by its screen', () => {
    // The show screen passes the address's other parameters too; the call reads only the id.
    expect(recordKey(banks, { id: 5 })).toEqual(recordKey(banks, { id: '5', tab: 'details' }));
    expect(recordKey(banks, { id: 5 })).not.toEqual(recordKey(banks, { id: 6 }));
  });

  it('write a query as it is sent, so one request has one answer', () => {
    expect(listKey(banks, { name: '', active: null, page: 1, all: true })).toEqual(listKey(banks, { page: '1', all: '1' }));
    expect(callKey('dashboard/banks', { page: 2 })).toEqual(['dashboard/banks', { page: '2' }]);
  });

  it('reach every page of a changed area and the changed record, and nothing of another area', () => {
    const page = listKey(banks, { page: 3, name: 'Rajhi' });
    expect(isListKeyOf(banks, page)).toBe(true);
    expect(isAffectedBy(banks, 5, page)).toBe(true);
    expect(isAffectedBy(banks, 5, recordKey(banks, { id: 5 }))).toBe(true);
    expect(isAffectedBy(banks, 5, recordKey(banks, { id: 6 }))).toBe(false);
    expect(isAffectedBy(banks, 5, listKey(cities, { page: 1 }))).toBe(false);
    expect(isAffectedBy(banks, undefined, recordKey(banks, { id: 5 }))).toBe(false);
    expect(isListKeyOf(banks, 'dashboard/banks')).toBe(false);
  });

  it('fill a lookup source with the values it reads, the typed search beside them', () => {
    const source = { path: 'dashboard/cities', query: { country_id: '{country_id}', limit: '0' }, value: 'id', label: 'name' };
    expect(sourceKey(source as never, { country_id: 7 }, { name: 'Riy' })).toEqual(['dashboard/cities', { country_id: '7', limit: '0', name: 'Riy' }]);
  });

  it('name a permission check and an inbox page', () => {
    expect(permissionCheckKey('banks edit')).toEqual(['dashboard/check-permission', { name: 'banks edit' }]);
    const inbox = { api: { list: { path: 'dashboard/get-notifications-admin', query: {} } } };
    expect(isInboxKey(inbox as never, ['dashboard/get-notifications-admin', { page: '2' }])).toBe(true);
  });
});
