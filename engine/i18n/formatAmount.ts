/** A number as the dashboard shows amounts: grouped digits in the admin's language, at most two decimals. */
export function formatAmount(value: number, language: string): string {
  return value.toLocaleString(language, { maximumFractionDigits: 2 });
}

/** An amount with the currency's label after it, e.g. "1,250.5 SAR". */
export function formatMoney(value: number, language: string, currency: string): string {
  return `${formatAmount(value, language)} ${currency}`;
}
