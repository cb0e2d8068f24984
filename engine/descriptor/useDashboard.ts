import { createContext, useContext, type ComponentType } from 'react';
import type { LoadedDescriptors } from './splitDescriptors';

/** A page or a part of the shell the product gives the engine; one made with preloadable() is fetched ahead of need. */
export type ProductComponent = ComponentType & { preload?: () => Promise<unknown> };

/** What the product started the dashboard with, for the shell and the screens that read it. */
export interface Dashboard {
  descriptors: LoadedDescriptors;
  /** Drawn at the end of the header, after the language toggle (the admin's profile). */
  headerActions: ProductComponent | null;
  /** The API's one call that searches every area (server/README.md); without it each area's list is asked. */
  searchPath?: string;
}

const EMPTY: Dashboard = { descriptors: { areas: [], menu: { $schema: '', kind: 'menu', items: [] }, notifications: null }, headerActions: null };

export const DashboardContext = createContext<Dashboard>(EMPTY);

/** What the dashboard was started with (nothing outside startDashboard, as in a component test). */
export function useDashboard(): Dashboard {
  return useContext(DashboardContext);
}
