import type { PermissionCatalogue } from '../auth/catalogue.js';
import type { DataStore } from '../db/store.js';

/** What every group of routes needs from the application. */
export interface AppContext {
  readonly store: DataStore;
  readonly catalogue: PermissionCatalogue;
  readonly uploadsDir: string;
  /** Answer reset codes in the response, for as long as no mail transport sends them. */
  readonly exposeCodes: boolean;
}
