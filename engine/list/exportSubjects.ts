import type { Row } from '../data/envelope';
import type { Area, Column, Menu } from '../descriptor/descriptor.types';
import { getPath } from '../descriptor/fieldPath';
import type { AreaSource } from '../descriptor/splitDescriptors';
import { areasOfSubjectType, fieldLabelIn, subjectTitleKeys } from '../descriptor/subjectAreas';

/**
 * What an export needs to put cells that name another area's records in words, as the screen
 * does: the title keys of a permission group and the labels of its records' fields.
 */
export interface Subjects {
  /** The keys of the group's title; none for a group no area has. */
  titleKeys: (group: unknown) => string[];
  /** The label key of a field of the group's records; undefined when none of its screens shows it. */
  fieldLabel: (group: unknown, field: string) => string | undefined;
}

/** Subjects known to no area: titles and labels stay as the API sends them. */
export const NO_SUBJECTS: Subjects = { titleKeys: () => [], fieldLabel: () => undefined };

/** The groups whose field labels the rows' changed-fields cells need. */
function labelledGroups(columns: readonly Column[], rows: readonly Row[]): Set<unknown> {
  const groups = new Set<unknown>();
  for (const column of columns) {
    if (column.cell !== 'changedFields' || !column.groupField) continue;
    for (const row of rows) groups.add(getPath(row, column.groupField));
  }
  return groups;
}

/**
 * The subjects of these rows, with the whole descriptors of the areas whose field labels the
 * columns need loaded first (an area whose file fails to load names none of its fields).
 */
export async function loadSubjects(areas: readonly AreaSource[], menu: Menu, columns: readonly Column[], rows: readonly Row[]): Promise<Subjects> {
  const needed = new Set([...labelledGroups(columns, rows)].flatMap((group) => areasOfSubjectType(areas, group)));
  await Promise.allSettled([...needed].map((source) => source.load()));
  // Every row of an export names a group, and its changed fields: each is looked up once.
  const titles = new Map<string, string[]>();
  const labels = new Map<string, string | undefined>();
  return {
    titleKeys: (group) => remembered(titles, String(group), () => subjectTitleKeys(areas, menu, group)),
    fieldLabel: (group, field) =>
      remembered(labels, `${String(group)}\u0000${field}`, () =>
        fieldLabelIn(
          areasOfSubjectType(areas, group)
            .map((source) => source.loaded())
            .filter((area): area is Area => area !== undefined),
          field,
        ),
      ),
  };
}

/** The value under `key`, worked out by `find` the first time it is asked for. */
function remembered<T>(known: Map<string, T>, key: string, find: () => T): T {
  if (known.has(key)) return known.get(key) as T;
  const found = find();
  known.set(key, found);
  return found;
}
