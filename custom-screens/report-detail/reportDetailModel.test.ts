import { describe, expect, it } from 'vitest';
import { normalizeDescriptor } from '../../engine/testing';
import { banReasons, coordinatesOf, formatCoordinates, openStreetMapLink, ratingOf, readReportAnswer, reportQuery, tileSource } from './reportDetailModel';

describe('reportQuery', () => {
  it('reads the three values the report links with', () => {
    expect(reportQuery(new URLSearchParams('driver_id=5&status=finished&order_type=product'))).toEqual({ driver_id: '5', status: 'finished', order_type: 'product' });
  });

  it('is null when a value is missing or blank', () => {
    expect(reportQuery(new URLSearchParams('driver_id=5&status=finished'))).toBeNull();
    expect(reportQuery(new URLSearchParams('driver_id=%20&status=finished&order_type=service'))).toBeNull();
  });
});

describe('readReportAnswer', () => {
  const { response } = normalizeDescriptor('area', {});

  it('takes the first row, null for an empty list, and refuses what is not a list of records', () => {
    expect(readReportAnswer({ data: [{ id: 1 }, { id: 2 }] }, response)).toEqual({ ok: true, value: { id: 1 } });
    expect(readReportAnswer({ data: [] }, response)).toEqual({ ok: true, value: null });
    expect(readReportAnswer({ data: { id: 1 } }, response)).toMatchObject({ ok: false });
    expect(readReportAnswer({ data: ['x'] }, response)).toMatchObject({ ok: false });
    expect(readReportAnswer('<html>', response)).toMatchObject({ ok: false });
  });

  it('reads the rows where the descriptor says', () => {
    expect(readReportAnswer({ result: { rows: [{ id: 9 }] } }, { ...response, rows: 'result.rows' })).toEqual({ ok: true, value: { id: 9 } });
  });
});

describe('coordinatesOf', () => {
  const at = (lat: unknown, lon: unknown) => coordinatesOf({ address_client: { lat, lon } });

  it('accepts numbers and numeric texts', () => {
    expect(at(24.7, 46.6)).toEqual({ lat: 24.7, lon: 46.6 });
    expect(at('21.5', '39.2')).toEqual({ lat: 21.5, lon: 39.2 });
  });

  it('refuses missing, impossible and unset (0, 0) coordinates', () => {
    expect(at(null, 46)).toBeNull();
    expect(at('', 46)).toBeNull();
    expect(at(91, 46)).toBeNull();
    expect(at(24, -181)).toBeNull();
    expect(at(0, 0)).toBeNull();
    expect(coordinatesOf({})).toBeNull();
  });
});

describe('map helpers', () => {
  it('writes coordinates with at most six decimals and links to OpenStreetMap at zoom 13', () => {
    expect(formatCoordinates({ lat: 24.71364999, lon: 46.6 })).toBe('24.71365, 46.6');
    expect(openStreetMapLink({ lat: 24.7, lon: 46.6 })).toBe('https://www.openstreetmap.org/?mlat=24.7&mlon=46.6#map=13/24.7/46.6');
  });

  it('takes the tile source from the environment, OpenStreetMap by default', () => {
    expect(tileSource({})).toEqual({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
    expect(tileSource({ VITE_MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png', VITE_MAP_ATTRIBUTION: 'Example', OTHER: 1 })).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: 'Example',
    });
    expect(tileSource({ VITE_MAP_TILE_URL: ' ' }).url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });
});

describe('order parts', () => {
  it('reads the rating, or none for an unrated order', () => {
    expect(ratingOf({ rate_data: { rate_number: '4.5', comment: 'ok' } })).toEqual({ value: 4.5, comment: 'ok' });
    expect(ratingOf({ rate_data: null })).toBeNull();
  });

  it('keeps the ban reasons that have a text', () => {
    expect(banReasons({ ban_reasons: [{ id: 1, reason: 'Late' }, { id: 2, reason: '' }, 'Rude'] })).toEqual([
      { id: '1', reason: 'Late' },
      { id: '#2', reason: 'Rude' },
    ]);
  });
});
