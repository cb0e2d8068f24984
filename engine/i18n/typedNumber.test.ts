import { describe, expect, it } from 'vitest';
import { typedNumber } from './typedNumber';

describe('typedNumber', () => {
  it('reads what an Arabic or Persian keyboard types as the digits the API takes', () => {
    expect(typedNumber('١٢٫٥')).toBe('12.5');
    expect(typedNumber('۰۹۸۷')).toBe('0987');
    expect(typedNumber('٣٠٠')).toBe('300');
  });

  it('leaves Latin digits and anything that is no digit as typed', () => {
    expect(typedNumber('12.5')).toBe('12.5');
    expect(typedNumber('-3')).toBe('-3');
    expect(typedNumber('12a')).toBe('12a');
    expect(typedNumber('')).toBe('');
  });
});
