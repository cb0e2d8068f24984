import type { AreaSource } from '../../descriptor/splitDescriptors';

/** The titles of the areas that share one permission group, each once (the content pages share theirs). */
export function areaTitles(areas: readonly AreaSource[], t: (key: string) => string): string {
  return [...new Set(areas.map((source) => t(source.outline.title)))].join(' / ');
}
