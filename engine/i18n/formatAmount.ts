import { numberFormat } from './formatters';

/**
 * Amounts of money always show exactly two decimals (1,250.50 SAR, 0.00 SAR), in every list,
 * total, detail screen and home card, so figures line up and never read as "1,250.5".
 */
export function formatAmount(value: number, language: string): string {
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** An amount with the currency's label after it, e.g. "1,250.50 SAR". */
export function formatMoney(value: number, language: string, currency: string): string {
  return `${formatAmount(value, language)} ${currency}`;
}

/** A count or a percentage: grouped digits in the admin's language, at most two decimals. */
export function formatNumber(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 2 }).format(value);
}
