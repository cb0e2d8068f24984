import { allAreas } from '../areas/registry.js';
import { can, type SignedInAdmin } from '../auth/guard.js';

/**
 * The dashboard's lists that offer saved views, by the name the dashboard sends as `area` (its
 * descriptor's file name), each with the permission that lists it ("group key", the descriptor's
 * `permissions.list`). tests/contract/saved-view-areas.test.ts holds it to the descriptors.
 */
export const SAVED_VIEW_AREAS: Readonly<Record<string, string>> = {
  activity: 'activity index',
  admins: 'admins index',
  banks: 'banks index',
  'cancellation-reasons': 'cancellation-reasons index',
  'car-models': 'carModel index',
  'car-packages': 'carCategory index',
  'change-name-requests': 'changeNameRequests index',
  cities: 'cities index',
  clients: 'employees index',
  'contact-messages': 'contactMessages index',
  countries: 'countries index',
  districts: 'districts index',
  drivers: 'drivers index',
  faq: 'questions index',
  'financial-not-finished-reports': 'financialReports index',
  'financial-reports': 'financialReports index',
  'job-titles': 'jobTitles index',
  'job-types': 'jobTypes index',
  notifications: 'notifications create',
  offers: 'offers index',
  orders: 'orders index',
  products: 'products index',
  'provider-join-requests': 'joinRequests index',
  providers: 'providers index',
  rates: 'rates index',
  reports: 'reports index',
  roles: 'roles index',
  'service-types': 'serviceTypes index',
  services: 'services index',
  specializations: 'specialists index',
  'wallet-client': 'walletRequests index',
  'wallet-provider': 'walletRequests index',
};

/** Groups whose lists every admin reads (the name-change requests). */
const OPEN_GROUPS = new Set(allAreas.filter((area) => area.listOpen).map((area) => area.parent));

export function isSavedViewArea(area: string): boolean {
  return Object.hasOwn(SAVED_VIEW_AREAS, area);
}

/** Whether the admin may list the area, and so keep or read views of it. */
export function mayListArea(admin: SignedInAdmin, area: string): boolean {
  const permission = Object.hasOwn(SAVED_VIEW_AREAS, area) ? SAVED_VIEW_AREAS[area] : undefined;
  if (permission === undefined) return false;
  const [group = '', key = ''] = permission.split(' ');
  return (key === 'index' && OPEN_GROUPS.has(group)) || can(admin, group, key);
}
