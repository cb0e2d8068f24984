import { getPath } from '../../descriptor/fieldPath';
import type { Row } from '../../data/envelope';

/** A link template filled with the row's values, each one encoded. */
export function fillRowLink(template: string, row: Row): string {
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_.]*)\}/g, (_, name: string) => {
    const value = getPath(row, name);
    return encodeURIComponent(value === undefined || value === null ? '' : String(value));
  });
}
