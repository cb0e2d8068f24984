import type { Area } from './descriptor.types';
import { screensOf, type ScreenKind } from './areaModel';

/**
 * Whether the product links to this screen of the area: it exists and is not one of the
 * "unavailable" screens (those keep their route for old bookmarks and links from elsewhere,
 * but no menu entry or button leads to them).
 */
export function offersScreen(area: Area, kind: ScreenKind): boolean {
  return screensOf(area).includes(kind) && (kind === 'single' || !area.unavailable.includes(kind));
}
