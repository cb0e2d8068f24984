/** The two languages of the product; Arabic is the default. */
export type Lang = 'ar' | 'en';

export interface Bilingual {
  readonly ar: string;
  readonly en: string;
}

type HeaderValue = string | string[] | undefined;

function firstValue(value: HeaderValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function asLang(value: string | undefined): Lang | undefined {
  const primary = value
    ?.trim()
    .toLowerCase()
    .split(/[-_;,\s]/)[0];
  return primary === 'ar' || primary === 'en' ? primary : undefined;
}

/**
 * The dashboard sends both `lang` and `Accept-Language`; `lang` wins because it
 * is the one the admin chose explicitly, and browsers fill Accept-Language on their own.
 */
export function detectLang(headers: Record<string, HeaderValue>): Lang {
  const explicit = asLang(firstValue(headers['lang']));
  if (explicit) return explicit;
  const accepted = firstValue(headers['accept-language']) ?? '';
  for (const part of accepted.split(',')) {
    const lang = asLang(part);
    if (lang) return lang;
  }
  return 'ar';
}
