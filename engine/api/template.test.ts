import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../descriptor/descriptor.types';
import { buildCall, fillTemplate, placeholdersOf, templatesReady } from './template';

/** A call as a loaded descriptor holds it: what the schema does not say, its defaults. */
const call = (written: Partial<ApiCall> & Pick<ApiCall, 'path'>): ApiCall => ({ method: 'GET', query: {}, body: {}, encoding: 'form', ...written });

describe('call templates', () => {
  it('fills the record id into the path, encoded', () => {
    expect(buildCall(call({ method: 'DELETE', path: 'dashboard/banks/{id}' }), { id: 12 })).toMatchObject({ method: 'DELETE', path: 'dashboard/banks/12' });
    expect(buildCall(call({ path: 'dashboard/banks/{id}' }), { id: '1/../2' }).path).toBe('dashboard/banks/1%2F..%2F2');
  });

  it('fills body and query templates, sending booleans as 1 and 0', () => {
    const built = buildCall(call({ method: 'POST', path: 'dashboard/activation', body: { model_id: '{id}', active: '{value}', type: 'banks' } }), { id: 4, value: false });
    expect(built).toEqual({ method: 'POST', path: 'dashboard/activation', query: {}, body: { model_id: '4', active: '0', type: 'banks' }, encoding: 'form' });
  });

  it('reads a field inside a row for a dotted placeholder', () => {
    const built = buildCall(call({ method: 'POST', path: 'dashboard/activation', body: { model_id: '{reportable.provider.id}', active: '{value}' } }), {
      id: 1,
      value: 1,
      reportable: { provider: { id: 42 } },
    });
    expect(built.body).toEqual({ model_id: '42', active: '1' });
  });

  it('knows which other fields a template waits for', () => {
    expect(placeholdersOf('{country_id}')).toEqual(['country_id']);
    expect(placeholdersOf('{id}')).toEqual([]);
    const query = { country_id: '{country_id}', active: '1' };
    expect(templatesReady(query, {})).toBe(false);
    expect(templatesReady(query, { country_id: 3 })).toBe(true);
    expect(fillTemplate(1, {})).toBe('1');
  });
});
