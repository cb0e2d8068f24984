import { describe, expect, it } from 'vitest';
import { pageWindow, parsePage } from './pageWindow';

describe('pageWindow', () => {
  it('shows every page when there are six or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(6, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows six pages around the current one, clamped at both ends', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12, 13]);
    expect(pageWindow(20, 20)).toEqual([15, 16, 17, 18, 19, 20]);
    expect(pageWindow(25, 20)).toEqual([15, 16, 17, 18, 19, 20]);
  });
});

describe('parsePage', () => {
  it('reads whole numbers and falls back to 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2abc')).toBe(1);
  });
});
