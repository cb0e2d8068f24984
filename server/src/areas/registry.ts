import { administrationAreas } from './administration.js';
import { catalogueAreas } from './catalogue.js';
import { referenceDataAreas } from './definitions.js';
import { peopleAreas } from './people.js';
import type { ReferenceArea } from './reference-area.js';
import { workAreas } from './work.js';

/** Every list area the API serves, each through the same generic routes. */
export const allAreas: readonly ReferenceArea[] = [...referenceDataAreas, ...catalogueAreas, ...administrationAreas, ...peopleAreas, ...workAreas];
