import { describe, expect, it, vi } from 'vitest';
import type { BuiltCall } from '../api/template';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import { areaData, MalformedAnswer, MissingCall } from './areaData';

const banks = normalizeDescriptor('area', {
  kind: 'area',
  area: 'banks',
  route: 'banks',
  title: 'banks.title',
  permissions: { list: 'banks index' },
  api: {
    list: { path: 'dashboard/banks' },
    show: { path: 'dashboard/banks/{id}' },
    create: { method: 'POST', path: 'dashboard/banks' },
    update: { method: 'POST', path: 'dashboard/banks/{id}', body: { _method: 'PUT' } },
    delete: { method: 'DELETE', path: 'dashboard/banks/{id}' },
    activation: { method: 'POST', path: 'dashboard/activation', body: { model_id: '{id}', active: '{value}', type: 'banks' } },
  },
  list: { columns: [{ field: 'id', label: 'common.id' }] },
});

function recording() {
  const sent: { built: BuiltCall; extra: Readonly<Record<string, unknown>> }[] = [];
  const send = vi.fn((built: BuiltCall, extra: Readonly<Record<string, unknown>>) => {
    sent.push({ built, extra });
    return Promise.resolve({ message: 'ok' });
  });
  return { sent, send };
}

describe('an area’s data provider', () => {
  it('sends the descriptor’s calls for a form, a delete and an activation', async () => {
    const { sent, send } = recording();
    const data = areaData(banks, { send });
    await data.create({ name_ar: 'الراجحي' }, { name_ar: 'الراجحي' });
    await data.update(7, { name_ar: 'الراجحي' }, { name_ar: 'الراجحي' });
    await data.remove({ id: 7 });
    await data.activate({ id: 7 }, false, { reason: 'closed' });
    expect(sent.map(({ built }) => `${built.method} ${built.path}`)).toEqual(['POST dashboard/banks', 'POST dashboard/banks/7', 'DELETE dashboard/banks/7', 'POST dashboard/activation']);
    expect(sent[1]?.built.body).toEqual({ _method: 'PUT' });
    expect(sent[3]?.built.body).toEqual({ model_id: '7', active: '0', type: 'banks' });
    expect(sent[3]?.extra).toEqual({ reason: 'closed' });
  });

  it('refuses what the descriptor does not give, without sending anything', async () => {
    const { send } = recording();
    const data = areaData({ ...banks, api: { ...banks.api, delete: undefined } } as typeof banks, { send });
    await expect(data.remove({ id: 7 })).rejects.toBeInstanceOf(MissingCall);
    expect(send).not.toHaveBeenCalled();
  });

  it('reads a list page for the query it is given, and a malformed answer as an error', async () => {
    const read = vi.fn(() => Promise.resolve({ data: [{ id: 1 }], meta: { last_page: 3 }, permissions: { create: 1 } }));
    const page = await areaData(banks, { read }).listPage({ page: 2 });
    expect(read).toHaveBeenCalledWith(['dashboard/banks', { page: '2' }], undefined);
    expect(page.rows).toEqual([{ id: 1 }]);
    expect(page.lastPage).toBe(3);
    expect(page.permissions).toEqual({ create: true });
    await expect(areaData(banks, { read: () => Promise.resolve({ data: 'oops' }) }).listPage({ page: 1 })).rejects.toBeInstanceOf(MalformedAnswer);
  });

  it('reads one record by the show call', async () => {
    const read = vi.fn(() => Promise.resolve({ data: { id: 7, name: 'Al Rajhi' } }));
    await expect(areaData(banks, { read }).one({ id: 7 })).resolves.toEqual({ id: 7, name: 'Al Rajhi' });
    expect(read).toHaveBeenCalledWith(['dashboard/banks/7', {}]);
    await expect(areaData(banks, { read: () => Promise.resolve({ data: null }) }).one({ id: 7 })).rejects.toThrow('unexpected answer (record)');
  });
});
