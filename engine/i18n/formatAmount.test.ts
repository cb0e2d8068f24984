import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, formatNumber } from './formatAmount';

describe('formatAmount', () => {
  it('shows every amount with exactly two decimals', () => {
    expect(formatAmount(1250.5, 'en')).toBe('1,250.50');
    expect(formatAmount(0, 'en')).toBe('0.00');
    expect(formatAmount(12, 'en')).toBe('12.00');
    expect(formatAmount(3.13559, 'en')).toBe('3.14');
  });

  it('keeps two decimals in Arabic', () => {
    const arabic = formatAmount(1250.5, 'ar');
    expect(arabic).toBe((1250.5).toLocaleString('ar', { minimumFractionDigits: 2 }));
    expect(arabic).not.toBe(formatNumber(1250.5, 'ar'));
  });

  it('puts the currency after the amount', () => {
    expect(formatMoney(99.9, 'en', 'SAR')).toBe('99.90 SAR');
  });

  it('leaves counts without forced decimals', () => {
    expect(formatNumber(1200, 'en')).toBe('1,200');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
  });
});
