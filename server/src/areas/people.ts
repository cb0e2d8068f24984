import type { SqlValue } from '../db/database.js';
import type { ProviderUpdateRow, WalletOwner } from '../db/people.js';
import type { EXPERIENCE_LEVELS, PROVIDER_TYPES, WORK_LOCATIONS, EmployeeRow, NameChangeRequestRow, ProviderRow } from '../db/people-tables.js';
import { rulesOf } from '../db/field-table.js';
import { employeeFields, providerFields } from '../db/people-fields.js';
import type { DataStore } from '../db/store.js';
import { HttpError } from '../http/errors.js';
import type { JsonObject } from '../http/json.js';
import type { Bilingual, Lang } from '../i18n/lang.js';
import { t } from '../i18n/messages.js';
import type { FormValidator } from '../validation/form-validator.js';
import { localToday } from '../validation/form-validator.js';
import { labels } from '../validation/labels.js';
import { absoluteUrl } from './administration.js';
import { link } from './definitions.js';
import { decisionAction, type AreaEnv, type RecordAction, type ReferenceArea, defineReferenceArea } from './reference-area.js';

/** Clients (employees) and providers whose id is 1 are the marketplace's own accounts: never changed. */
export const PROTECTED_ACCOUNT_ID = 1;
const BALANCE_MAX = 10_000_000;

type Labels<T extends string> = Readonly<Record<T, Bilingual>>;

export const EXPERIENCE_LABELS: Labels<(typeof EXPERIENCE_LEVELS)[number]> = {
  unspecified: { ar: 'غير محدد', en: 'Unspecified' },
  graduate: { ar: 'حديث التخرج', en: 'Graduate' },
  beginner: { ar: 'مبتدئ', en: 'Beginner' },
  intermediate: { ar: 'متوسط', en: 'Intermediate' },
  professional: { ar: 'محترف', en: 'Professional' },
};

export const WORK_LOCATION_LABELS: Labels<(typeof WORK_LOCATIONS)[number]> = {
  '1': { ar: 'مكتب', en: 'Office' },
  '0': { ar: 'عن بعد', en: 'Remote' },
};

const PROVIDER_TYPE_LABELS: Labels<(typeof PROVIDER_TYPES)[number]> = {
  individual: { ar: 'فرد', en: 'Individual' },
  company: { ar: 'شركة', en: 'Company' },
};

const REQUEST_STATUS_LABELS: Labels<'pending' | 'accepted' | 'rejected'> = {
  pending: { ar: 'قيد المراجعة', en: 'Pending' },
  accepted: { ar: 'مقبول', en: 'Accepted' },
  rejected: { ar: 'مرفوض', en: 'Rejected' },
};

/** The label of a value in the asked language; the value itself when it has none; null for null. */
export function labelOf<T extends string>(map: Labels<T>, value: string | null, lang: Lang): string | null {
  if (value === null) return null;
  return (map as Readonly<Record<string, Bilingual>>)[value]?.[lang] ?? value;
}

/** A JSON list of a sub-select, in id order. */
export function jsonList<T extends { id: number }>(json: string): T[] {
  const list = JSON.parse(json) as (T | null)[];
  return list.filter((item): item is T => item !== null && item.id !== null).sort((a, b) => a.id - b.id);
}

interface NamedItem {
  id: number;
  name_ar: string;
  name_en: string;
}

function named(item: NamedItem, lang: Lang): { id: number; name: string } {
  return { id: item.id, name: lang === 'ar' ? item.name_ar : item.name_en };
}

/** Whole years from a birthday (YYYY-MM-DD) to today. */
export function ageOf(birthday: string | null, today: string = localToday()): number | null {
  if (!birthday) return null;
  const [year, month, day] = birthday.split('-').map(Number);
  const [thisYear, thisMonth, thisDay] = today.split('-').map(Number);
  if (!year || !month || !day || !thisYear || !thisMonth || !thisDay) return null;
  const beforeBirthday = thisMonth < month || (thisMonth === month && thisDay < day);
  return thisYear - year - (beforeBirthday ? 1 : 0);
}

function bankOf(row: { bank_id: number | null; bank_name_ar: string | null; bank_name_en: string | null; iban: string | null }, lang: Lang): JsonObject | null {
  if (row.bank_id === null && row.iban === null) return null;
  return { id: row.bank_id, name: lang === 'ar' ? row.bank_name_ar : row.bank_name_en, IBAN: row.iban };
}

function workLocations(json: string, lang: Lang): JsonObject[] {
  const values = JSON.parse(json) as string[];
  return values.map((value) => ({ id: Number(value), name: labelOf(WORK_LOCATION_LABELS, value, lang) }));
}

export function presentEmployee(row: EmployeeRow, env: AreaEnv): JsonObject {
  const { lang, origin } = env;
  const image = absoluteUrl(origin, row.avatar);
  const jobs = jsonList<NamedItem & { specialist_id: number | null }>(row.jobs_json);
  const country = link(row.country_id, row.country_name_ar, row.country_name_en, lang);
  const district = link(row.district_id, row.district_name_ar, row.district_name_en, lang);
  const city = link(row.city_id, row.city_name_ar, row.city_name_en, lang);
  return {
    id: row.id,
    name: row.name,
    full_name: row.name,
    user_name: row.user_name,
    email: row.email,
    phone_number: row.phone_number,
    app_type: row.app_type,
    avatar: image,
    profile_image: image,
    birthday: row.birthday,
    age: ageOf(row.birthday),
    is_available: row.is_available === 1 ? 1 : 0,
    active: row.active === 1,
    created_at: row.created_at,
    specialists: jsonList<NamedItem>(row.specialists_json).map((item) => named(item, lang)),
    job_title: jobs.map((item) => ({ ...named(item, lang), specialization_id: item.specialist_id })),
    jobs: jobs.map((item) => named(item, lang)),
    work_location: workLocations(row.work_locations, lang),
    experience: row.experience,
    experience_trans: labelOf(EXPERIENCE_LABELS, row.experience, lang),
    country,
    district,
    city: city && { ...city, district: district && { ...district, country } },
    bank: bankOf(row, lang),
    IBAN: row.iban,
    about_me: row.about_me,
    resume: absoluteUrl(origin, row.resume),
    attachments_uploaded: jsonList<{ id: number; file: string }>(row.attachments_json).map((item) => ({
      id: item.id,
      file: absoluteUrl(origin, item.file),
    })),
    login_count: row.login_count,
    last_logged: row.last_logged,
    total_work_hours: row.total_work_hours,
    balance: { amount: row.balance },
  };
}

interface ProviderCity extends NamedItem {
  district_id: number;
  district_name_ar: string;
  district_name_en: string;
  country_id: number;
  country_name_ar: string;
  country_name_en: string;
}

export function presentProvider(row: ProviderRow, env: AreaEnv): JsonObject {
  const { lang, origin } = env;
  const logo = absoluteUrl(origin, row.logo);
  const cities = jsonList<ProviderCity>(row.cities_json).map((city) => ({
    ...named(city, lang),
    district: {
      id: city.district_id,
      name: lang === 'ar' ? city.district_name_ar : city.district_name_en,
      country: { id: city.country_id, name: lang === 'ar' ? city.country_name_ar : city.country_name_en },
    },
  }));
  return {
    id: row.id,
    name: row.name,
    full_name: row.name,
    email: row.email,
    phone_number: row.phone_number,
    app_type: row.app_type,
    logo,
    avatar: logo,
    profile_image: logo,
    user_type: row.user_type,
    user_type_trans: labelOf(PROVIDER_TYPE_LABELS, row.user_type, lang),
    is_available: row.is_available === 1 ? 1 : 0,
    active: row.active === 1,
    created_at: row.created_at,
    specialists: jsonList<NamedItem>(row.specialists_json).map((item) => named(item, lang)),
    experience: row.experience,
    cities,
    bank: bankOf(row, lang),
    IBAN: row.iban,
    resume: absoluteUrl(origin, row.resume),
    description: row.description,
    trade_register_number: row.trade_register_number,
    website: row.website,
    login_count: row.login_count,
    last_logged: row.last_logged,
    balance: { amount: row.balance },
    join_status: row.join_status,
    join_status_trans: labelOf(REQUEST_STATUS_LABELS, row.join_status, lang),
    join_reason: row.join_reason,
  };
}

/** A protected account answers 403 to every write. */
function protectAccount(env: AreaEnv, id: number): void {
  if (id === PROTECTED_ACCOUNT_ID) throw new HttpError(403, t(env.lang, 'recordProtected'));
}

/** `POST dashboard/edit-wallet-<owner>/{id}` {new_balance, notes}: at least one of them. */
function walletAction<Row extends { id: number }>(owner: WalletOwner): RecordAction<Row> {
  return {
    path: `dashboard/edit-wallet-${owner}/{id}`,
    permissions: ['edit_wallet'],
    guardAs: 'update',
    event: () => 'wallet-updated',
    run: ({ env, row, validator }) => {
      const balance = validator.number('new_balance', labels.new_balance, {
        required: false,
        min: 0,
        max: BALANCE_MAX,
      });
      const notes = validator.text('notes', labels.notes, { required: false, max: 1000 });
      if (!validator.filled('new_balance') && !validator.filled('notes')) {
        validator.fail('new_balance', t(env.lang, 'walletNothing'));
      }
      validator.assertValid();
      env.store.peopleActions.adjustWallet(owner, row.id, balance, notes ?? null, env.actor?.id ?? null);
      return 'walletEdited';
    },
  };
}

/** The city (neighbourhood) must lie in the district sent, and the district in the country sent. */
function checkPlace(values: Record<string, SqlValue>, store: DataStore, validator: FormValidator): void {
  const cityId = values['city_id'];
  const districtId = values['district_id'];
  const countryId = values['country_id'];
  const place = typeof cityId === 'number' ? store.peopleActions.placeOf(cityId) : undefined;
  if (place && typeof districtId === 'number' && place.districtId !== districtId) {
    validator.fail('city_id', t(validator.lang, 'cityNotInDistrict'));
  }
  const district = typeof districtId === 'number' ? districtId : place?.districtId;
  const country = district === undefined ? undefined : store.peopleActions.countryOfDistrict(district);
  if (country !== undefined && typeof countryId === 'number' && country !== countryId) {
    validator.fail('district_id', t(validator.lang, 'districtNotInCountry'));
  }
  // Only the city is stored: its district and country follow from it.
  delete values['district_id'];
  delete values['country_id'];
}

export const employeesArea = defineReferenceArea({
  parent: 'employees',
  routes: { style: 'rest', base: 'dashboard/employees' },
  activation: { via: 'dashboard', type: 'employees' },
  extraFlags: ['edit_wallet'],
  repository: (store) => store.people.employees,
  fields: rulesOf(employeeFields),
  filters: [
    { kind: 'like', param: 'name', columns: ['name', 'user_name'] },
    { kind: 'like', param: 'phone_number' },
    { kind: 'linked', param: 'specialist_id', link: 'specialists' },
    { kind: 'linked', param: 'job_title_id', link: 'jobTitles' },
    { kind: 'flag', param: 'available', column: 'is_available' },
    { kind: 'flag', param: 'active' },
  ],
  check: (values, { store, validator }) => checkPlace(values, store, validator),
  guard: (env, id) => protectAccount(env, id),
  actions: [walletAction<EmployeeRow>('employee')],
  present: presentEmployee,
});

/** Every city sent must lie in a district sent, every district in a country sent (when those are sent). */
function checkProviderPlaces(lists: Readonly<Record<string, readonly number[]>>, store: DataStore, validator: FormValidator): void {
  const countries = lists['country_id'];
  const districts = lists['district_id'];
  (lists['city_id'] ?? []).forEach((cityId, index) => {
    const place = store.peopleActions.placeOf(cityId);
    if (place && districts && districts.length > 0 && !districts.includes(place.districtId)) {
      validator.fail(`city_id.${index}`, t(validator.lang, 'cityNotInDistrict'));
    }
  });
  (districts ?? []).forEach((districtId, index) => {
    const country = store.peopleActions.countryOfDistrict(districtId);
    if (country !== undefined && countries && countries.length > 0 && !countries.includes(country)) {
      validator.fail(`district_id.${index}`, t(validator.lang, 'districtNotInCountry'));
    }
  });
}

export const providersArea = defineReferenceArea({
  parent: 'providers',
  routes: { style: 'rest', base: 'dashboard/providers' },
  activation: { via: 'dashboard', type: 'providers' },
  extraFlags: ['edit_wallet'],
  // The provider page is opened from the provider list, a join request and a client's screens.
  readAlso: [
    ['employees', 'show'],
    ['joinRequests', 'show'],
  ],
  repository: (store) => store.people.providers,
  fields: rulesOf(providerFields),
  filters: [
    { kind: 'like', param: 'name' },
    { kind: 'like', param: 'email' },
    { kind: 'like', param: 'phone_number' },
    { kind: 'linked', param: 'specialist_id', link: 'specialists' },
    { kind: 'linked', param: 'job_title_id', link: 'jobTitles' },
    { kind: 'flag', param: 'available', column: 'is_available' },
    { kind: 'flag', param: 'active' },
  ],
  check: (_values, { store, validator, lists }) => checkProviderPlaces(lists, store, validator),
  guard: (env, id) => protectAccount(env, id),
  actions: [walletAction<ProviderRow>('provider')],
  present: presentProvider,
});

export const joinRequestsArea = defineReferenceArea({
  parent: 'joinRequests',
  routes: { style: 'query', idParam: 'provider_id', list: 'dashboard/request-join-providers' },
  extraFlags: ['accept_or_refuse'],
  repository: (store) => store.people.joinRequests,
  fields: [],
  filters: [
    { kind: 'like', param: 'name' },
    { kind: 'like', param: 'email' },
    { kind: 'like', param: 'phone_number' },
  ],
  actions: [
    decisionAction<ProviderRow>({
      path: 'dashboard/change-status-join',
      idParam: 'provider_id',
      permission: 'accept_or_refuse',
      statuses: { accepted: 'requestAccepted', rejected: 'requestRejected' },
      events: { accepted: 'accepted', rejected: 'rejected' },
      reasonFor: ['rejected'],
      open: (row) => row.join_status === 'pending',
      apply: (env, row, status, reason) => env.store.peopleActions.decideJoin(row.id, status === 'accepted' ? 'accepted' : 'rejected', status === 'rejected' ? reason : null),
    }),
  ],
  present: (row, { lang }) => ({
    id: row.id,
    name: row.name,
    full_name: row.name,
    email: row.email,
    phone_number: row.phone_number,
    user_type: row.user_type,
    user_type_trans: labelOf(PROVIDER_TYPE_LABELS, row.user_type, lang),
    status: row.join_status,
    status_trans: labelOf(REQUEST_STATUS_LABELS, row.join_status, lang),
    reason: row.join_reason,
    created_at: row.created_at,
  }),
});

function presentNameChange(row: NameChangeRequestRow, lang: Lang): JsonObject {
  return {
    id: row.id,
    new_name: row.new_name,
    status: row.status,
    status_trans: labelOf(REQUEST_STATUS_LABELS, row.status, lang),
    reason: row.reason,
    created_at: row.created_at,
    employee: {
      id: row.employee_id,
      name: row.employee_name,
      phone: row.employee_phone,
      user_name: row.employee_user_name,
    },
  };
}

/** Every admin sees name-change requests; deciding them needs `accept_or_refuse`. */
export const nameChangeRequestsArea = defineReferenceArea({
  parent: 'changeNameRequests',
  routes: { style: 'rest', base: 'dashboard/employees/employee-requests', only: ['list', 'show'] },
  listOpen: true,
  extraFlags: ['accept_or_refuse'],
  repository: (store) => store.people.nameChangeRequests,
  fields: [],
  filters: [
    { kind: 'like', param: 'name', columns: ['employee_name', 'new_name'] },
    { kind: 'like', param: 'phone_number', column: 'employee_phone' },
    { kind: 'like', param: 'user_name', column: 'employee_user_name' },
  ],
  actions: [
    decisionAction<NameChangeRequestRow>({
      path: 'dashboard/employees/change-status-requests/{id}',
      permission: 'accept_or_refuse',
      statuses: { accepted: 'requestAccepted', rejected: 'requestRejected' },
      events: { accepted: 'accepted', rejected: 'rejected' },
      reasonFor: ['rejected'],
      open: (row) => row.status === 'pending',
      apply: (env, row, status, reason) => env.store.peopleActions.decideNameChange(row.id, status === 'accepted' ? 'accepted' : 'rejected', status === 'rejected' ? reason : null),
    }),
  ],
  present: (row, { lang }) => presentNameChange(row, lang),
});

/** Clients, providers, provider join requests and name-change requests. */
export const peopleAreas: readonly ReferenceArea[] = [employeesArea, providersArea, joinRequestsArea, nameChangeRequestsArea];

/** A provider's request to change its profile, as the update-request view reads it. */
export function presentProviderUpdate(row: ProviderUpdateRow, env: AreaEnv): JsonObject {
  const { lang, origin } = env;
  return {
    id: row.id,
    provider_id: row.provider_id,
    image: absoluteUrl(origin, row.image),
    commercial_register: absoluteUrl(origin, row.commercial_register),
    tax_register: absoluteUrl(origin, row.tax_register),
    company_logo: absoluteUrl(origin, row.company_logo),
    country: link(row.country_id, row.country_name_ar, row.country_name_en, lang),
    district: link(row.district_id, row.district_name_ar, row.district_name_en, lang),
    address: row.address,
    created_at: row.created_at,
    provider: {
      id: row.provider_id,
      license_number: row.license_number,
      name: row.name,
      code: row.code,
      company_name: row.company_name,
      user_type: row.user_type,
      user_type_trans: labelOf(PROVIDER_TYPE_LABELS, row.user_type, lang),
    },
  };
}
