import { useMemo } from 'react';
import { subjectTitleKeys, subjectTypeOf } from '../../descriptor/subjectAreas';
import { useDashboard } from '../../descriptor/useDashboard';
import { useText } from '../../i18n/useText';
import { usePermissions } from '../../permissions/usePermissions';
import { areaTitles } from '../cells/areaTitles';

/**
 * The areas the admin may list, one choice per permission group (areas that share one, as the
 * content pages do, share a choice), by title in the admin's alphabet.
 */
export function useAreaOptions(): { value: string; label: string }[] {
  const { descriptors } = useDashboard();
  const { has } = usePermissions();
  const { t, i18n } = useText();
  return useMemo(() => {
    const groups = new Set<string>();
    for (const { outline } of descriptors.areas) {
      const group = subjectTypeOf(outline);
      if (group && outline.permissions.list && has(outline.permissions.list)) groups.add(group);
    }
    const collator = new Intl.Collator(i18n.language);
    return [...groups].map((group) => ({ value: group, label: areaTitles(subjectTitleKeys(descriptors.areas, descriptors.menu, group), t) })).sort((a, b) => collator.compare(a.label, b.label));
  }, [descriptors, has, t, i18n]);
}
