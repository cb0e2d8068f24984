import type { NamedRow } from '../db/reference-tables.js';
import type { JsonObject } from '../http/json.js';
import type { Lang } from '../i18n/lang.js';
import { t } from '../i18n/messages.js';
import { defineReferenceArea, type FieldRule, type FilterRule, type ReferenceArea } from './reference-area.js';

const NAME_MAX = 255;

export const nameFields: readonly FieldRule[] = [
  { kind: 'text', name: 'name_ar', required: true, max: NAME_MAX },
  { kind: 'text', name: 'name_en', required: true, max: NAME_MAX },
];
const activeField: FieldRule = { kind: 'active', name: 'active' };
const nameFilters: readonly FilterRule[] = [
  { kind: 'search', param: 'name' },
  { kind: 'flag', param: 'active' },
];

export function localized(row: { name_ar: string; name_en: string }, lang: Lang): string {
  return lang === 'ar' ? row.name_ar : row.name_en;
}

/** `{id, name}` of a linked record, or null when the link is empty. */
export function link(id: number | null, nameAr: string | null, nameEn: string | null, lang: Lang): JsonObject | null {
  if (id === null) return null;
  return { id, name: (lang === 'ar' ? nameAr : nameEn) ?? '' };
}

function presentNamed(row: NamedRow, lang: Lang): JsonObject {
  return {
    id: row.id,
    name: localized(row, lang),
    name_ar: row.name_ar,
    name_en: row.name_en,
    active: row.active === 1,
  };
}

export const USER_TYPES = ['employee', 'provider'] as const;

const USER_TYPE_LABELS = {
  employee: { ar: 'عميل', en: 'Client' },
  provider: { ar: 'شركة', en: 'Company' },
} as const;

function userTypeLabel(userType: string, lang: Lang): string {
  return userType === 'employee' || userType === 'provider' ? USER_TYPE_LABELS[userType][lang] : userType;
}

export const jobTitlesArea = defineReferenceArea({
  routes: { style: 'rest', base: 'dashboard/job-titles' },
  parent: 'jobTitles',
  activation: { via: 'dashboard', type: 'jobTitles' },
  repository: (store) => store.reference.jobTitles,
  fields: [
    ...nameFields,
    {
      kind: 'reference',
      name: 'specialist_id',
      required: false,
      exists: (store, id) => store.reference.specialists.exists(id),
    },
    activeField,
  ],
  filters: nameFilters,
  present: (row, { lang }) => ({
    id: row.id,
    name: localized(row, lang),
    name_ar: row.name_ar,
    name_en: row.name_en,
    specialist: link(row.specialist_id, row.specialist_name_ar, row.specialist_name_en, lang),
    active: row.active === 1,
  }),
});

export const jobTypesArea = defineReferenceArea({
  routes: { style: 'rest', base: 'dashboard/job-types' },
  parent: 'jobTypes',
  activation: { via: 'dashboard', type: 'job-types' },
  repository: (store) => store.reference.jobTypes,
  fields: [...nameFields, activeField],
  filters: nameFilters,
  present: (row, { lang }) => presentNamed(row, lang),
});

export const specialistsArea = defineReferenceArea({
  routes: { style: 'rest', base: 'dashboard/specialists' },
  parent: 'specialists',
  activation: { via: 'dashboard', type: 'specialists' },
  repository: (store) => store.reference.specialists,
  fields: [...nameFields, activeField],
  filters: nameFilters,
  present: (row, { lang }) => presentNamed(row, lang),
});

export const banksArea = defineReferenceArea({
  routes: { style: 'rest', base: 'dashboard/banks' },
  parent: 'banks',
  activation: { via: 'dashboard', type: 'banks' },
  repository: (store) => store.reference.banks,
  fields: [
    ...nameFields,
    {
      kind: 'reference',
      name: 'country_id',
      required: true,
      exists: (store, id) => store.reference.countries.exists(id),
    },
    activeField,
  ],
  filters: [...nameFilters, { kind: 'id', param: 'country_id' }],
  present: (row, { lang }) => ({
    id: row.id,
    name: localized(row, lang),
    name_ar: row.name_ar,
    name_en: row.name_en,
    country: link(row.country_id, row.country_name_ar, row.country_name_en, lang),
    active: row.active === 1,
  }),
});

export const countriesArea = defineReferenceArea({
  routes: { style: 'rest', base: 'dashboard/countries' },
  parent: 'countries',
  activation: { via: 'dashboard', type: 'countries' },
  repository: (store) => store.reference.countries,
  fields: [...nameFields, { kind: 'text', name: 'key', required: false, max: 8 }, { kind: 'text', name: 'flag', required: false, max: 16 }, activeField],
  filters: nameFilters,
  lookupMode: true,
  present: (row, { lang }) => ({ ...presentNamed(row, lang), key: row.key, flag: row.flag }),
});

export const cancellationReasonsArea = defineReferenceArea({
  routes: { style: 'rest', base: 'dashboard/cancellation-reasons' },
  parent: 'cancellation-reasons',
  activation: { via: 'dashboard', type: 'cancellation-reasons' },
  repository: (store) => store.reference.cancellationReasons,
  fields: [
    { kind: 'text', name: 'title_ar', required: true, max: NAME_MAX },
    { kind: 'text', name: 'title_en', required: true, max: NAME_MAX },
    { kind: 'number', name: 'discount_percentage', required: true, min: 0, max: 100 },
    { kind: 'choice', name: 'user_type', values: USER_TYPES },
    activeField,
  ],
  filters: [
    { kind: 'search', param: 'title' },
    { kind: 'choice', param: 'user_type', values: USER_TYPES },
    { kind: 'flag', param: 'active' },
  ],
  createdActive: true,
  present: (row, { lang }) => ({
    id: row.id,
    title: lang === 'ar' ? row.title_ar : row.title_en,
    title_ar: row.title_ar,
    title_en: row.title_en,
    discount_percentage: row.discount_percentage,
    user_type: row.user_type,
    user_type_trans: userTypeLabel(row.user_type, lang),
    active: row.active === 1,
  }),
});

export const districtsArea = defineReferenceArea({
  routes: { style: 'rest', base: 'dashboard/districts' },
  parent: 'districts',
  activation: { via: 'dashboard', type: 'districts' },
  repository: (store) => store.reference.districts,
  fields: [
    ...nameFields,
    {
      kind: 'reference',
      name: 'country_id',
      required: true,
      exists: (store, id) => store.reference.countries.exists(id),
    },
    activeField,
  ],
  filters: [...nameFilters, { kind: 'id', param: 'country_id' }],
  present: (row, { lang }) => ({
    id: row.id,
    name: localized(row, lang),
    name_ar: row.name_ar,
    name_en: row.name_en,
    active: row.active === 1,
    country: link(row.country_id, row.country_name_ar, row.country_name_en, lang),
  }),
});

export const citiesArea = defineReferenceArea({
  routes: { style: 'rest', base: 'dashboard/cities' },
  parent: 'cities',
  activation: { via: 'dashboard', type: 'cities' },
  repository: (store) => store.reference.cities,
  fields: [
    ...nameFields,
    {
      kind: 'reference',
      name: 'country_id',
      required: true,
      exists: (store, id) => store.reference.countries.exists(id),
    },
    {
      kind: 'reference',
      name: 'district_id',
      required: true,
      exists: (store, id) => store.reference.districts.exists(id),
    },
    activeField,
  ],
  filters: [...nameFilters, { kind: 'id', param: 'country_id' }, { kind: 'id', param: 'district_id' }],
  check: (values, { store, validator }) => {
    const district = store.reference.districts.find(Number(values['district_id']));
    if (district && district.country_id !== values['country_id']) {
      validator.fail('district_id', t(validator.lang, 'districtNotInCountry'));
    }
  },
  present: (row, { lang }) => ({
    id: row.id,
    name: localized(row, lang),
    name_ar: row.name_ar,
    name_en: row.name_en,
    active: row.active === 1,
    country: link(row.country_id, row.country_name_ar, row.country_name_en, lang),
    district: {
      id: row.district_id,
      name: lang === 'ar' ? row.district_name_ar : row.district_name_en,
      country: link(row.district_country_id, row.district_country_name_ar, row.district_country_name_en, lang),
    },
  }),
});

/** The eight reference-data areas. */
export const referenceDataAreas: readonly ReferenceArea[] = [jobTitlesArea, jobTypesArea, specialistsArea, banksArea, cancellationReasonsArea, countriesArea, districtsArea, citiesArea];
