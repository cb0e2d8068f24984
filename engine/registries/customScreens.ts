import type { ComponentType } from 'react';
import type { ScreenKind } from '../descriptor/areaModel';
import type { Area } from '../descriptor/descriptor.types';

/** What the engine hands a bespoke screen: its area's descriptor and which of its screens to draw. */
export interface CustomScreenProps {
  area: Area;
  kind: ScreenKind;
}

/**
 * The product's bespoke screens, keyed by the names descriptors give in "custom". The product
 * fills it and gives it to startDashboard; the engine still routes, guards and menus them.
 */
export type CustomScreens = Readonly<Record<string, ComponentType<CustomScreenProps>>>;

/** The screen registered under `name`; a name the product does not register fails with the area and the name. */
export function customScreenFor(screens: CustomScreens, area: Area, name: string): ComponentType<CustomScreenProps> {
  const screen = Object.hasOwn(screens, name) ? screens[name] : undefined;
  if (screen) return screen;
  const registered = Object.keys(screens).sort();
  throw new Error(`The ${area.area} area names the custom screen "${name}", which is not registered (registered: ${registered.length > 0 ? registered.join(', ') : 'none'})`);
}
