// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { ListArea } from '../descriptor/areaModel';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import banks from '../../descriptors/banks.json';
import { listPageSize, pageSizeStorageKey } from './listOrder';

const area = normalizeDescriptor('area', banks) as ListArea;
const sizeFor = (query: string, adminId?: number) => listPageSize(area, new URLSearchParams(query), adminId);

afterEach(() => window.localStorage.clear());

describe('listPageSize', () => {
  it("takes the address's size when the area offers it, else the first", () => {
    expect(area.list.pageSizes).toEqual([10, 25, 50, 100]);
    expect(sizeFor('per_page=50')).toBe(50);
    expect(sizeFor('')).toBe(10);
    expect(sizeFor('per_page=many')).toBe(10);
  });

  it("clamps a size from an old link or an old choice to the area's sizes, never above the largest", () => {
    expect(sizeFor('per_page=1000')).toBe(100);
    expect(sizeFor('per_page=30')).toBe(25);
    expect(sizeFor('per_page=3')).toBe(10);
    window.localStorage.setItem(pageSizeStorageKey(7, area.area), '500');
    expect(sizeFor('', 7)).toBe(100);
  });
});
