import { type Area, getPath, isRecord, type Parsed, type Row } from '../../engine';

/** Where the detail sends the user back to: the completed-orders report. */
export const REPORTS_PATH = '/financial-reports/all';

/** The page query the report links with; the descriptor's show call reads these names. */
type ReportQuery = {
  driver_id: string;
  status: string;
  order_type: string;
};

/** The page query, or null when a value is missing (the first row of an unfiltered list would mislead). */
export function reportQuery(params: URLSearchParams): ReportQuery | null {
  const read = (name: keyof ReportQuery) => params.get(name)?.trim() || null;
  const driver_id = read('driver_id');
  const status = read('status');
  const order_type = read('order_type');
  return driver_id && status && order_type ? { driver_id, status, order_type } : null;
}

/** Where a report row's detail reads that row again: the report asked for one provider. */
export const PROVIDER_REPORT_PATH = 'dashboard/reports/financial-reports-jobs';
export const PROVIDER_REPORT_ROWS = 'provider_budget.data';

/** A report row's page query: the provider and the report (finished or in progress) it came from. */
export type ProviderQuery = {
  provider_id: string;
  type: 'finished' | 'in_progress';
};

/**
 * The row's query, or null when this is not a provider's detail. The report sums providers'
 * orders, so its row opens the same provider again, never one order picked by an id that names
 * someone else.
 */
export function providerQuery(params: URLSearchParams): ProviderQuery | null {
  const id = params.get('provider_id')?.trim() ?? '';
  if (!/^[1-9]\d*$/.test(id)) return null;
  return { provider_id: id, type: params.get('type') === 'in_progress' ? 'in_progress' : 'finished' };
}

/**
 * The order is the first row of a list answer. An empty list is "no order matches" (null);
 * anything but a list of records is a problem to show.
 */
export function readReportAnswer(answer: unknown, response: Pick<Area['response'], 'rows'>): Parsed<Row | null> {
  const rows = getPath(answer, response.rows);
  if (!Array.isArray(rows)) return { ok: false, problem: 'rows' };
  if (rows.length === 0) return { ok: true, value: null };
  const first: unknown = rows[0];
  return isRecord(first) ? { ok: true, value: first } : { ok: false, problem: 'record' };
}

/** A displayable text, or null for missing, blank and structured values. */
export function textOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return String(value);
  return null;
}

/** The first of several fields that has a value (a translated label before the raw code). */
export function firstText(record: Row, ...paths: string[]): string | null {
  for (const path of paths) {
    const value = textOf(getPath(record, path));
    if (value !== null) return value;
  }
  return null;
}

function toNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

export function banCount(record: Row): number {
  return toNumber(getPath(record, 'ban_count')) ?? 0;
}

interface BanReason {
  id: string;
  reason: string;
}

export function banReasons(record: Row): BanReason[] {
  const list = getPath(record, 'ban_reasons');
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown, index) => {
    const reason = textOf(getPath(item, 'reason')) ?? textOf(item);
    return reason === null ? [] : [{ id: textOf(getPath(item, 'id')) ?? `#${index}`, reason }];
  });
}

export interface BookedProduct {
  key: string;
  name: string | null;
  image: string | null;
  qty: number | null;
  price: number | null;
  total: number | null;
}

export function bookedProducts(record: Row): BookedProduct[] {
  const list = getPath(record, 'booking_product.products');
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).map((item, index) => ({
    key: `${textOf(item.id) ?? ''}#${index}`,
    name: textOf(item.name),
    image: textOf(item.image),
    qty: toNumber(item.qty),
    price: toNumber(item.price),
    total: toNumber(item.total),
  }));
}

export interface Rating {
  value: number;
  comment: string | null;
}

/** The client's rating, or null when the order is not rated (rate_data is null). */
export function ratingOf(record: Row): Rating | null {
  const value = toNumber(getPath(record, 'rate_data.rate_number'));
  if (value === null || value <= 0) return null;
  return { value: Math.min(5, value), comment: textOf(getPath(record, 'rate_data.comment')) };
}

export interface Coordinates {
  lat: number;
  lon: number;
}

/**
 * The order's location, or null when it is missing or impossible. (0, 0) is treated as missing:
 * it is what an unset location is stored as, and no order is placed in the Gulf of Guinea.
 */
export function coordinatesOf(record: Row): Coordinates | null {
  const lat = toNumber(getPath(record, 'address_client.lat'));
  const lon = toNumber(getPath(record, 'address_client.lon'));
  if (lat === null || lon === null) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || (lat === 0 && lon === 0)) return null;
  return { lat, lon };
}

export const MAP_ZOOM = 13;

/** Six decimals is about ten centimetres, more than a phone's GPS gives. */
export function formatCoordinates({ lat, lon }: Coordinates): string {
  const fixed = (n: number) => String(Number(n.toFixed(6)));
  return `${fixed(lat)}, ${fixed(lon)}`;
}

export function openStreetMapLink({ lat, lon }: Coordinates, zoom = MAP_ZOOM): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

export interface TileSource {
  url: string;
  attribution: string;
}

const DEFAULT_TILES: TileSource = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

/** The map tiles, from VITE_MAP_TILE_URL and VITE_MAP_ATTRIBUTION, OpenStreetMap by default. */
export function tileSource(env: Readonly<Record<string, unknown>>): TileSource {
  const read = (name: string, fallback: string) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  };
  return { url: read('VITE_MAP_TILE_URL', DEFAULT_TILES.url), attribution: read('VITE_MAP_ATTRIBUTION', DEFAULT_TILES.attribution) };
}
