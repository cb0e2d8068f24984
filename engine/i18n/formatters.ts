/**
 * Number and date formatters, made once per language and options. Making an `Intl` formatter
 * (which `toLocaleString` does on every call) costs far more than using one, and a list formats
 * a date or an amount in every row.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, language: string, options: object, make: () => T): T {
  const key = `${kind} ${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The locale the dashboard formats with: the admin's language in Latin digits. Engines disagree
 * on the digits a bare "ar" gets (WebKit writes Arabic-Indic ones, Chromium and Firefox Latin),
 * and the ids, phones and codes beside the numbers are Latin: one screen shows one kind of digit.
 */
function formatLocale(language: string): string {
  return `${language}-u-nu-latn`;
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', language, options, () => new Intl.NumberFormat(formatLocale(language), options));
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached('date', language, options, () => new Intl.DateTimeFormat(formatLocale(language), options));
}
