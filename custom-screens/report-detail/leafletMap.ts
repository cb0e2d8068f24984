import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { TileSource } from './reportDetailModel';

export interface LeafletMapOptions {
  lat: number;
  lon: number;
  zoom: number;
  tiles: TileSource;
  markerColor: string;
  markerLabel: string;
  /** Called once, when the first tile arrives. */
  onTilesLoaded: () => void;
  /** Called once, when a tile fails before any arrived or none arrived in time. */
  onTilesFailed: () => void;
  timeoutMs?: number;
}

export interface MountedMap {
  destroy: () => void;
}

/**
 * A map centred on one point, with a marker. This module is loaded on demand so Leaflet and its
 * styles stay in their own chunk. The marker is a circle, drawn as SVG: Leaflet's default pin
 * loads PNG files by paths that bundlers break.
 */
export function mountLeafletMap(container: HTMLElement, options: LeafletMapOptions): MountedMap {
  const { lat, lon } = options;
  let settled = false;
  let destroyed = false;
  const settle = (callback: () => void) => {
    if (settled || destroyed) return;
    settled = true;
    window.clearTimeout(timer);
    callback();
  };
  const timer = window.setTimeout(() => settle(options.onTilesFailed), options.timeoutMs ?? 8000);

  const map = L.map(container, { center: [lat, lon], zoom: options.zoom, scrollWheelZoom: false });
  L.tileLayer(options.tiles.url, { attribution: options.tiles.attribution, maxZoom: 19 })
    .on('tileload', () => settle(options.onTilesLoaded))
    // Once some tiles showed, a later failure leaves a usable map; only a map with none is replaced.
    .on('tileerror', () => settle(options.onTilesFailed))
    .addTo(map);
  L.circleMarker([lat, lon], { radius: 10, color: '#ffffff', weight: 3, fillColor: options.markerColor, fillOpacity: 1 }).bindTooltip(options.markerLabel).addTo(map);

  return {
    destroy() {
      if (destroyed) return;
      destroyed = true;
      window.clearTimeout(timer);
      map.remove();
    },
  };
}
