// What an area says once that the engine reads in two places, filled in where it is read: its
// form's rules completed with those its required fields get by convention (requiredRules.mjs),
// a show page without sections given the list's columns (showSections.mjs). The dashboard
// (normalizeDescriptor), the checker and the browser tests complete an area here.
import { withRequiredRules } from './requiredRules.mjs';
import { withShowSections } from './showSections.mjs';

/**
 * An area descriptor (a copy where anything is added) with what it says once filled in.
 * @template T
 * @param {T} area
 * @returns {T}
 */
export function completeArea(area) {
  return withShowSections(withRequiredRules(area));
}
