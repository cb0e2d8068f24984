import { administrationAreas } from './administration.js';
import { catalogueAreas } from './catalogue.js';
import { referenceDataAreas } from './definitions.js';
import type { ReferenceArea } from './reference-area.js';

/** Every list area the API serves, each through the same generic routes. */
export const allAreas: readonly ReferenceArea[] = [...referenceDataAreas, ...catalogueAreas, ...administrationAreas];
