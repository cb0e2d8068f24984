import { plainFields, rulesOf, type FieldTable } from '../db/field-table.js';
import { bankFields, cancellationReasonFields, cityFields, countryFields, districtFields, jobTitleFields, jobTypeFields, specialistFields, USER_TYPES } from '../db/reference-fields.js';
import type { NamedRow } from '../db/reference-tables.js';
import type { JsonObject } from '../http/json.js';
import type { Lang } from '../i18n/lang.js';
import { t } from '../i18n/messages.js';
import { defineReferenceArea, type FilterRule, type ReferenceArea } from './reference-area.js';

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

/** `id`, the name in the language asked, then the fields as stored. */
function presentNamed(table: FieldTable, row: NamedRow, lang: Lang): JsonObject {
  return { id: row.id, name: localized(row, lang), ...plainFields(table, row) };
}

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
  keepsDeleted: true,
  activation: { via: 'dashboard', type: 'jobTitles' },
  repository: (store) => store.reference.jobTitles,
  fields: rulesOf(jobTitleFields),
  filters: nameFilters,
  present: (row, { lang }) => ({
    ...presentNamed(jobTitleFields, row, lang),
    specialist: link(row.specialist_id, row.specialist_name_ar, row.specialist_name_en, lang),
  }),
});

export const jobTypesArea = defineReferenceArea({
  routes: { style: 'rest', base: 'dashboard/job-types' },
  parent: 'jobTypes',
  keepsDeleted: true,
  activation: { via: 'dashboard', type: 'job-types' },
  repository: (store) => store.reference.jobTypes,
  fields: rulesOf(jobTypeFields),
  filters: nameFilters,
  present: (row, { lang }) => presentNamed(jobTypeFields, row, lang),
});

export const specialistsArea = defineReferenceArea({
  routes: { style: 'rest', base: 'dashboard/specialists' },
  parent: 'specialists',
  keepsDeleted: true,
  activation: { via: 'dashboard', type: 'specialists' },
  repository: (store) => store.reference.specialists,
  fields: rulesOf(specialistFields),
  filters: nameFilters,
  present: (row, { lang }) => presentNamed(specialistFields, row, lang),
});

export const banksArea = defineReferenceArea({
  routes: { style: 'rest', base: 'dashboard/banks' },
  parent: 'banks',
  keepsDeleted: true,
  activation: { via: 'dashboard', type: 'banks' },
  repository: (store) => store.reference.banks,
  fields: rulesOf(bankFields),
  filters: [...nameFilters, { kind: 'id', param: 'country_id' }],
  present: (row, { lang }) => ({
    ...presentNamed(bankFields, row, lang),
    country: link(row.country_id, row.country_name_ar, row.country_name_en, lang),
  }),
});

export const countriesArea = defineReferenceArea({
  routes: { style: 'rest', base: 'dashboard/countries' },
  parent: 'countries',
  keepsDeleted: true,
  activation: { via: 'dashboard', type: 'countries' },
  repository: (store) => store.reference.countries,
  fields: rulesOf(countryFields),
  filters: nameFilters,
  lookupMode: true,
  present: (row, { lang }) => presentNamed(countryFields, row, lang),
});

export const cancellationReasonsArea = defineReferenceArea({
  routes: { style: 'rest', base: 'dashboard/cancellation-reasons' },
  parent: 'cancellation-reasons',
  keepsDeleted: true,
  activation: { via: 'dashboard', type: 'cancellation-reasons' },
  repository: (store) => store.reference.cancellationReasons,
  fields: rulesOf(cancellationReasonFields),
  filters: [
    { kind: 'search', param: 'title' },
    { kind: 'choice', param: 'user_type', values: USER_TYPES },
    { kind: 'flag', param: 'active' },
  ],
  createdActive: true,
  present: (row, { lang }) => ({
    id: row.id,
    title: lang === 'ar' ? row.title_ar : row.title_en,
    ...plainFields(cancellationReasonFields, row),
    user_type_trans: userTypeLabel(row.user_type, lang),
  }),
});

export const districtsArea = defineReferenceArea({
  routes: { style: 'rest', base: 'dashboard/districts' },
  parent: 'districts',
  keepsDeleted: true,
  activation: { via: 'dashboard', type: 'districts' },
  repository: (store) => store.reference.districts,
  fields: rulesOf(districtFields),
  filters: [...nameFilters, { kind: 'id', param: 'country_id' }],
  present: (row, { lang }) => ({
    ...presentNamed(districtFields, row, lang),
    country: link(row.country_id, row.country_name_ar, row.country_name_en, lang),
  }),
});

export const citiesArea = defineReferenceArea({
  routes: { style: 'rest', base: 'dashboard/cities' },
  parent: 'cities',
  keepsDeleted: true,
  activation: { via: 'dashboard', type: 'cities' },
  repository: (store) => store.reference.cities,
  fields: rulesOf(cityFields),
  filters: [...nameFilters, { kind: 'id', param: 'country_id' }, { kind: 'id', param: 'district_id' }],
  check: (values, { store, validator }) => {
    const district = store.reference.districts.find(Number(values['district_id']));
    if (district && district.country_id !== values['country_id']) {
      validator.fail('district_id', t(validator.lang, 'districtNotInCountry'));
    }
  },
  present: (row, { lang }) => ({
    ...presentNamed(cityFields, row, lang),
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
