// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '../../engine';
import { json, normalizeDescriptor, renderScreen } from '../../engine/testing';
import type { LeafletMapOptions } from './leafletMap';
import { ReportDetailScreen } from './ReportDetailScreen';

const leaflet = vi.hoisted(() => ({ mount: vi.fn(), destroy: vi.fn() }));
vi.mock('./leafletMap', () => ({ mountLeafletMap: leaflet.mount }));

const area = normalizeDescriptor('area', {
  $schema: '../engine/schema/descriptor.schema.json',
  kind: 'area',
  area: 'report-details',
  route: 'financial-reports/details',
  title: 'reportDetail.title',
  screen: 'single',
  custom: { single: 'reportDetail' },
  permissions: {},
  api: { show: { path: 'main/report-details', query: { driver_id: '{driver_id}', status: '{status}', booking_type: '{order_type}' } } },
});

const PATH = '/financial-reports/details';
const URL_OF_SERVICE = `${PATH}?driver_id=5&status=finished&order_type=service`;

const serviceOrder = {
  id: 41,
  booking_status: 'finished',
  booking_status_trans: 'Finished',
  booking_type: 'service',
  booking_type_trans: 'Service',
  booking_date: '2025-03-09',
  booking_time: '14:30',
  service_image: 'http://localhost/storage/wash.png',
  service_type: 'Car wash',
  service: 'Full wash',
  service_price: 120,
  service_execution_time: 45,
  car_model: 'Camry',
  car_category: 'Sedan',
  car_number: 'ABC 1234',
  car_color: 'White',
  booking_product: { qty: 0, total: 0, products: [] },
  address_client: { region_name: 'Riyadh Region', city_name: 'Riyadh', town_name: 'Al Olaya', lat: 24.7136, lon: 46.6753 },
  address: 'King Fahd Road',
  payment_method: 'cash',
  payment_method_trans: 'Cash',
  total_price_without_tax: 135,
  tax: 20.25,
  delivery_price: 15,
  total_price_with_tax: 155.25,
  client: 'Sara Client',
  client_image: 'http://localhost/storage/sara.png',
  client_number: '0550000001',
  client_type: 'ios',
  driver_name: 'Omar Driver',
  driver_image: 'http://localhost/storage/omar.png',
  driver_number: '0550000002',
  rate_data: { id: 3, rate_number: 4.5, comment: 'Very clean', status: 1 },
  booking_image: 'http://localhost/storage/booking.png',
  ban_count: 0,
  ban_reasons: [],
};

const productOrder = {
  ...serviceOrder,
  id: 42,
  booking_type: 'product',
  booking_type_trans: 'Product',
  service: null,
  service_type: null,
  service_price: 0,
  booking_product: {
    qty: 3,
    total: 90,
    products: [
      { id: 1, name: 'Air freshener', image: 'http://localhost/storage/p1.png', qty: 2, price: 30, total: 60 },
      { id: 2, name: 'Wax', image: null, qty: 1, price: 30, total: 30 },
    ],
  },
  rate_data: null,
  booking_image: null,
  ban_count: 2,
  ban_reasons: [
    { id: 1, reason: 'Late twice' },
    { id: 2, reason: 'Rude to the client' },
  ],
};

function envelope(rows: unknown[]) {
  return { data: rows, meta: { current_page: 1, last_page: 1, per_page: 10, total: rows.length }, permissions: { index: true } };
}

let calls: URL[] = [];
function stub(answer: (url: URL) => Response) {
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : new Request(String(input), init).url);
    calls.push(url);
    return answer(url);
  });
}

function show(url: string) {
  return renderScreen(<ReportDetailScreen area={area} kind="single" />, { url, path: PATH });
}

/** The section a reader finds by its heading. */
// Each section is a region named by its heading.
const section = (title: string) => screen.getByRole('region', { name: i18n.t(title) });
const findSection = async (title: string) => (await screen.findByRole('heading', { name: i18n.t(title) })).closest('section') as HTMLElement;
/** The value a label reads (a term and its definition), in the section a heading names when the label repeats. */
const field = (label: string, inSection?: string) => {
  const scope = inSection ? within(section(inSection)) : screen;
  return scope.getByText(i18n.t(label), { selector: 'dt' }).nextElementSibling?.textContent;
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
  leaflet.mount.mockImplementation(() => ({ destroy: leaflet.destroy }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ReportDetailScreen', () => {
  it("opens a report row's provider again, with the row's sums, not an order of someone else", async () => {
    const row = { provider_applicant: { id: 7, name: 'Nadia Provider', phone: '0551112223' }, total_jobs_salary: 1200.5, total_tax: 180.08, count: 3 };
    stub(() => json({ provider_budget: { data: [row], current_page: 1, last_page: 1, per_page: 10, total: 1 }, total_budget: { total_jobs_salary: 1200.5, total_tax: 180.08 } }));
    show(`${PATH}?provider_id=7&type=finished`);
    await findSection('financialReports.finishedTitle');
    const call = calls.find((c) => c.pathname.endsWith('/dashboard/reports/financial-reports-jobs'));
    expect(Object.fromEntries(call?.searchParams ?? [])).toMatchObject({ type: 'finished', provider_id: '7' });
    expect(calls.some((c) => c.pathname.endsWith('/main/report-details'))).toBe(false);
    expect(field('financialReports.providerName')).toBe('Nadia Provider');
    expect(field('common.phone')).toBe('0551112223');
    expect(field('financialReports.finishedAmount')).toContain('1,200.5');
    expect(field('financialReports.vat')).toContain('180.08');
    expect(field('financialReports.count')).toBe('3');
    expect(screen.getByRole('link', { name: i18n.t('financialReports.showOrders') }).getAttribute('href')).toBe('/orders/all?page=1&providerId=7&is_finished=1');
  });

  it("opens an uncompleted report row's orders still under way, the ones it counted", async () => {
    const row = { provider_applicant: { id: 7, name: 'Nadia Provider', phone: '0551112223' }, total_jobs_salary: 300, total_tax: 45, count: 2 };
    stub(() => json({ provider_budget: { data: [row], current_page: 1, last_page: 1, per_page: 10, total: 1 }, total_budget: { total_jobs_salary: 300, total_tax: 45 } }));
    show(`${PATH}?provider_id=7&type=in_progress`);
    await findSection('financialReports.uncompletedTitle');
    expect(screen.getByRole('link', { name: i18n.t('financialReports.showOrders') }).getAttribute('href')).toBe('/orders/all?page=1&providerId=7&is_finished=0');
  });

  it('asks for the order with the page query and shows every section of a service order', async () => {
    stub(() => json(envelope([serviceOrder])));
    show(URL_OF_SERVICE);
    const order = await findSection('reportDetail.sections.order');

    const call = calls.find((c) => c.pathname.endsWith('/main/report-details'));
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({ driver_id: '5', status: 'finished', booking_type: 'service' });

    // A finished order's status reads in the success colour.
    expect(within(order).getByText('Finished').closest('.MuiChip-root')?.classList.contains('MuiChip-colorSuccess')).toBe(true);
    expect(field('reportDetail.number')).toBe('41');
    expect(field('reportDetail.type')).toBe('Service');
    expect(field('reportDetail.time')).toBe('14:30');
    expect(field('reportDetail.paymentMethod')).toBe('Cash');
    expect(field('reportDetail.serviceType')).toBe('Car wash');
    expect(field('reportDetail.service')).toBe('Full wash');
    expect(field('reportDetail.servicePrice')).toContain('120');
    expect(field('reportDetail.servicePrice')).toContain(i18n.t('common.currency'));
    expect(field('reportDetail.executionTime')).toBe('45');
    expect(screen.getByRole('link', { name: 'Full wash' }).getAttribute('href')).toBe(serviceOrder.service_image);
    expect(field('reportDetail.carModel')).toBe('Camry');
    expect(field('reportDetail.carCategory')).toBe('Sedan');
    expect(field('reportDetail.carNumber')).toBe('ABC 1234');
    expect(field('reportDetail.carColor')).toBe('White');
    expect(field('reportDetail.region')).toBe('Riyadh Region');
    expect(field('reportDetail.city')).toBe('Riyadh');
    expect(field('reportDetail.town')).toBe('Al Olaya');
    expect(field('reportDetail.address')).toBe('King Fahd Road');
    expect(field('reportDetail.totalWithoutTax')).toContain('135');
    expect(field('reportDetail.tax')).toContain('20.25');
    expect(field('reportDetail.deliveryPrice')).toContain('15');
    expect(field('reportDetail.totalWithTax')).toContain('155.25');
    expect(within(section('reportDetail.sections.client')).getByRole('img', { name: 'Sara Client' }).getAttribute('src')).toBe(serviceOrder.client_image);
    expect(within(section('reportDetail.sections.client')).getByText('Sara Client').textContent).toBe('Sara Client');
    expect(field('common.phone', 'reportDetail.sections.client')).toBe('0550000001');
    expect(field('reportDetail.clientType')).toBe('ios');
    expect(within(section('reportDetail.sections.driver')).getByRole('img', { name: 'Omar Driver' }).getAttribute('src')).toBe(serviceOrder.driver_image);
    expect(field('common.phone', 'reportDetail.sections.driver')).toBe('0550000002');
    // The stars are one picture named by the rating, and the rating is also written beside them.
    const stars = i18n.t('engine.stars', { value: 4.5 });
    const rating = section('reportDetail.sections.rating');
    expect(within(rating).getByRole('img', { name: stars }).textContent).toBe('');
    expect(rating.textContent).toBe(`${i18n.t('reportDetail.sections.rating')}${stars}${i18n.t('reportDetail.comment')}Very clean`);
    expect(field('reportDetail.comment')).toBe('Very clean');
    expect(screen.getByRole('link', { name: i18n.t('reportDetail.sections.bookingImage') }).getAttribute('href')).toBe(serviceOrder.booking_image);

    expect(screen.queryByRole('heading', { name: i18n.t('reportDetail.sections.products') })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { name: i18n.t('reportDetail.sections.banReasons') })).toBeNull();
  });

  it('shows the coordinates and an OpenStreetMap link beside a map centred on them at zoom 13', async () => {
    stub(() => json(envelope([serviceOrder])));
    show(URL_OF_SERVICE);
    // Read left to right in Arabic too, after their label.
    const coordinates = await screen.findByText('24.7136, 46.6753');
    expect(coordinates.getAttribute('dir')).toBe('ltr');
    expect(coordinates.previousElementSibling?.textContent).toBe(i18n.t('reportDetail.map.coordinates'));
    const link = screen.getByRole('link', { name: i18n.t('reportDetail.map.open') });
    expect(link.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=24.7136&mlon=46.6753#map=13/24.7136/46.6753');
    expect(link.getAttribute('target')).toBe('_blank');
    await vi.waitFor(() => expect(leaflet.mount).toHaveBeenCalled());
    const [element, options] = leaflet.mount.mock.calls[0] as [HTMLElement, LeafletMapOptions];
    expect(element).toBe(screen.getByRole('region', { name: i18n.t('reportDetail.map.label') }));
    expect(options).toMatchObject({ lat: 24.7136, lon: 46.6753, zoom: 13, tiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' } });
  });

  it('replaces the map by a notice when the tiles cannot be loaded, keeping the coordinates and link', async () => {
    leaflet.mount.mockImplementation((_element: HTMLElement, options: LeafletMapOptions) => {
      setTimeout(options.onTilesFailed, 0);
      return { destroy: leaflet.destroy };
    });
    stub(() => json(envelope([serviceOrder])));
    show(URL_OF_SERVICE);
    const notice = (await screen.findByText(i18n.t('reportDetail.map.unavailableTitle'))).closest('[role=status]');
    expect(notice?.textContent).toBe(`${i18n.t('reportDetail.map.unavailableTitle')}${i18n.t('reportDetail.map.unavailableText')}`);
    expect(screen.queryByRole('region', { name: i18n.t('reportDetail.map.label') })).toBeNull();
    expect(leaflet.destroy).toHaveBeenCalled();
    expect(screen.getByText(i18n.t('reportDetail.map.coordinates')).nextElementSibling?.textContent).toBe('24.7136, 46.6753');
    expect(screen.getByRole('link', { name: i18n.t('reportDetail.map.open') }).getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=24.7136&mlon=46.6753#map=13/24.7136/46.6753');
  });

  it('says there is no location, and draws no map, when the coordinates are missing or impossible', async () => {
    stub(() => json(envelope([{ ...serviceOrder, address_client: { ...serviceOrder.address_client, lat: null, lon: 200 } }])));
    show(URL_OF_SERVICE);
    await screen.findByText(i18n.t('reportDetail.map.noLocation'));
    expect(screen.queryByText(i18n.t('reportDetail.map.coordinates'))).toBeNull();
    expect(screen.queryByRole('link', { name: i18n.t('reportDetail.map.open') })).toBeNull();
    expect(screen.queryByRole('region', { name: i18n.t('reportDetail.map.label') })).toBeNull();
    expect(leaflet.mount).not.toHaveBeenCalled();
  });

  it('shows the products table for a product order, and the ban reasons when the ban count is above 0', async () => {
    stub(() => json(envelope([productOrder])));
    show(`${PATH}?driver_id=5&status=finished&order_type=product`);
    const table = within(await findSection('reportDetail.sections.products')).getByRole('table');
    expect(calls[0]?.searchParams.get('booking_type')).toBe('product');
    const [, body] = within(table).getAllByRole('rowgroup');
    const rows = within(body as HTMLElement).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Air freshener');
    expect(rows[0]?.textContent).toContain('60');
    expect(rows[1]?.textContent).toContain('Wax');
    expect(field('reportDetail.productsCount')).toBe('3');
    expect(field('reportDetail.productsTotal')).toContain('90');
    expect(screen.queryByRole('heading', { name: i18n.t('reportDetail.sections.service') })).toBeNull();

    const bans = section('reportDetail.sections.banReasons');
    expect(
      within(bans)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Late twice', 'Rude to the client']);

    const rating = section('reportDetail.sections.rating');
    expect(rating.textContent).toBe(`${i18n.t('reportDetail.sections.rating')}${i18n.t('reportDetail.notRated')}`);
    expect(within(rating).queryByRole('img')).toBeNull();
    const image = section('reportDetail.sections.bookingImage');
    expect(within(image).queryByRole('link')).toBeNull();
    expect(image.textContent).toBe(`${i18n.t('reportDetail.sections.bookingImage')}${i18n.t('common.noData')}`);
  });

  it('reads "no data" for missing values', async () => {
    stub(() => json(envelope([{ ...serviceOrder, car_color: null, car_number: '', client_number: undefined, payment_method_trans: null, payment_method: null }])));
    show(URL_OF_SERVICE);
    await findSection('reportDetail.sections.car');
    const noData = i18n.t('common.noData');
    expect(field('reportDetail.carColor')).toBe(noData);
    expect(field('reportDetail.carNumber')).toBe(noData);
    expect(field('common.phone', 'reportDetail.sections.client')).toBe(noData);
    expect(field('reportDetail.paymentMethod')).toBe(noData);
  });

  it('says no order matches, without asking, when the page query is incomplete', async () => {
    stub(() => json(envelope([serviceOrder])));
    show(`${PATH}?driver_id=5&status=finished`);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(`${i18n.t('reportDetail.noMatchTitle')}${i18n.t('reportDetail.noMatchText')}`);
    expect(calls).toHaveLength(0);
    expect(
      within(notice)
        .getByRole('link', { name: i18n.t('reportDetail.backToReports') })
        .getAttribute('href'),
    ).toBe('/financial-reports/all');
  });

  it('says no order matches when the answer has no rows', async () => {
    stub(() => json(envelope([])));
    show(URL_OF_SERVICE);
    expect((await screen.findByRole('alert')).textContent).toContain(`${i18n.t('reportDetail.noMatchTitle')}${i18n.t('reportDetail.noMatchText')}`);
    expect(screen.queryByRole('heading', { name: i18n.t('reportDetail.sections.order') })).toBeNull();
  });

  it('offers a retry when the load fails and shows the order once it works', async () => {
    let broken = true;
    stub(() => (broken ? new Response('<html>oops</html>', { status: 500 }) : json(envelope([serviceOrder]))));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show(URL_OF_SERVICE);
    const retry = await screen.findByRole('button', { name: i18n.t('common.retry') });
    expect(screen.queryByText(i18n.t('reportDetail.noMatchTitle'))).toBeNull();
    broken = false;
    fireEvent.click(retry);
    await findSection('reportDetail.sections.order');
    expect(field('reportDetail.number')).toBe('41');
    expect(screen.queryByRole('button', { name: i18n.t('common.retry') })).toBeNull();
  });

  it('treats an answer without a list of rows as unexpected, not as "no order"', async () => {
    stub(() => json({ data: { id: 41 } }));
    show(URL_OF_SERVICE);
    expect((await screen.findByRole('alert')).textContent).toContain('unexpected answer');
    expect(screen.queryByText(i18n.t('reportDetail.noMatchTitle'))).toBeNull();
  });
});
