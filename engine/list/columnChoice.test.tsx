// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ListArea } from '../descriptor/areaModel';
import banks from '../../descriptors/banks.json';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import { clearSession, saveSession } from '../session/session';
import { applyColumnChoice, columnChoiceStorageKey, columnKey, readColumnChoice, storeColumnChoice, useColumnChoice } from './columnChoice';

const area = normalizeDescriptor('area', banks) as ListArea;
const columns = [
  { field: 'id', label: 'common.id' },
  { field: 'name', label: 'common.name' },
  { field: 'country.name', label: 'banks.country' },
  { field: 'active', label: 'common.activation' },
];
const keys = (list: { field: string; label: string }[]) => list.map((column) => column.field);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  clearSession();
});

describe('applyColumnChoice', () => {
  it('keeps the descriptor as it is without a choice', () => {
    expect(keys(applyColumnChoice(columns, null))).toEqual(['id', 'name', 'country.name', 'active']);
  });

  it('orders and hides as chosen, ignoring keys of columns that are gone', () => {
    const choice = { order: ['gonecommon.gone', columnKey(columns[2]!), columnKey(columns[0]!), columnKey(columns[1]!), columnKey(columns[3]!)], hidden: [columnKey(columns[1]!), 'gonecommon.gone'] };
    expect(keys(applyColumnChoice(columns, choice))).toEqual(['country.name', 'id', 'active']);
  });

  it('puts a column the choice does not know at its descriptor place', () => {
    // Stored before "country.name" was added to the descriptor, with id moved last.
    const choice = { order: [columnKey(columns[1]!), columnKey(columns[3]!), columnKey(columns[0]!)], hidden: [] };
    expect(keys(applyColumnChoice(columns, choice))).toEqual(['name', 'country.name', 'active', 'id']);
    const first = { order: [columnKey(columns[1]!), columnKey(columns[2]!), columnKey(columns[3]!)], hidden: [] };
    expect(keys(applyColumnChoice(columns, first))).toEqual(['id', 'name', 'country.name', 'active']);
  });

  it('leaves one column visible when the choice hides them all', () => {
    const choice = { order: [columnKey(columns[3]!), columnKey(columns[0]!), columnKey(columns[1]!), columnKey(columns[2]!)], hidden: columns.map(columnKey) };
    expect(keys(applyColumnChoice(columns, choice))).toEqual(['active']);
  });
});

describe('stored choices', () => {
  it('are kept per admin and area, and forgotten with null', () => {
    const choice = { order: [columnKey(columns[1]!)], hidden: [columnKey(columns[0]!)] };
    storeColumnChoice('banks', 1, choice);
    expect(readColumnChoice('banks', 1)).toEqual(choice);
    expect(readColumnChoice(area, 1)).toEqual(choice);
    expect(readColumnChoice('banks', 2)).toBeNull();
    expect(readColumnChoice('countries', 1)).toBeNull();
    storeColumnChoice('banks', 1, null);
    expect(readColumnChoice('banks', 1)).toBeNull();
  });

  it('read a damaged stored text as no choice', () => {
    window.localStorage.setItem(columnChoiceStorageKey('banks', 1), '{"order":"id"}');
    expect(readColumnChoice('banks', 1)).toBeNull();
    window.localStorage.setItem(columnChoiceStorageKey('banks', 1), 'not json');
    expect(readColumnChoice('banks', 1)).toBeNull();
  });

  it('reach an open list when stored elsewhere on the page', () => {
    saveSession({ id: 5, name: 'Admin', token: 't' });
    const { result } = renderHook(() => useColumnChoice(area));
    expect(result.current.visible.map(columnKey)).toEqual(area.list.columns.map(columnKey));
    const country = area.list.columns.find((column) => column.field === 'country.name')!;
    const order = [country, ...area.list.columns.filter((column) => column !== country)].map(columnKey);
    act(() => storeColumnChoice('banks', 5, { order, hidden: [columnKey(area.list.columns[0]!)] }));
    expect(result.current.visible[0]?.field).toBe('country.name');
    expect(result.current.visible.some((column) => column.field === 'id')).toBe(false);
    // Another admin's choice does not move this one's list.
    act(() => storeColumnChoice('banks', 6, null));
    expect(result.current.visible[0]?.field).toBe('country.name');
    act(() => result.current.setChoice(null));
    expect(result.current.visible.map(columnKey)).toEqual(area.list.columns.map(columnKey));
  });
});
