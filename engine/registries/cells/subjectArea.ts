import { useEffect, useState } from 'react';
import { getPath } from '../../descriptor/fieldPath';
import type { Area, Column, ShowField } from '../../descriptor/descriptor.types';
import { areasOfSubjectType } from '../../descriptor/subjectAreas';
import type { AreaSource } from '../../descriptor/splitDescriptors';
import { useDashboard } from '../../descriptor/useDashboard';
import type { Row } from '../../data/envelope';

/** The areas whose records carry the permission group a row names in the column's "groupField". */
export function useRowSubjectAreas(row: Row, column: Column | ShowField): AreaSource[] {
  const { descriptors } = useDashboard();
  return areasOfSubjectType(descriptors.areas, column.groupField ? getPath(row, column.groupField) : undefined);
}

/** The whole descriptors of these areas, as each comes in (an area whose file fails to load is left out). */
export function useWholeAreas(sources: readonly AreaSource[]): Area[] {
  const [, setArrived] = useState(0);
  const names = sources.map((source) => source.outline.area).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the areas are named by `names`; a new array of the same areas is no change
  useEffect(() => {
    let live = true;
    for (const source of sources) {
      if (source.loaded()) continue;
      source.load().then(
        () => live && setArrived((n) => n + 1),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [names]);
  return sources.map((source) => source.loaded()).filter((area): area is Area => area !== undefined);
}
