import { Suspense, use, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { Area } from '../descriptor/descriptor.types';
import { hasList, listPath, type ScreenKind } from '../descriptor/areaModel';
import type { AreaSource } from '../descriptor/splitDescriptors';
import { UnavailableScreen } from '../screens/UnavailableScreen';
import { AreaErrorBoundary } from '../screens/AreaErrorBoundary';
import { PageSpinner } from '../screens/PageSpinner';
import { customScreenFor, type CustomScreens } from '../registries/customScreens';
import { RequirePermission } from './guards';
import { ListScreen } from './listScreenModule';
import { FormScreen, ShowScreen } from './screenModules';

// Each kind of screen is its own chunk: the form library comes only with a form.

/** The screen drawing one kind of page of an area: a custom one where the descriptor names it. */
function screenFor(area: Area, kind: ScreenKind, customScreens: CustomScreens): ReactNode {
  if (kind !== 'single' && area.unavailable.includes(kind)) {
    return <UnavailableScreen titleKey={area.title} backTo={kind === 'list' || area.unavailable.includes('list') ? '/home' : listPath(area)} />;
  }
  const custom = area.custom?.[kind === 'list' ? 'list' : kind];
  if (custom) {
    const Custom = customScreenFor(customScreens, area, custom);
    return <Custom area={area} kind={kind} />;
  }
  switch (kind) {
    case 'list':
      return hasList(area) ? <ListScreen area={area} /> : null;
    case 'create':
    case 'edit':
    case 'single':
      return <FormScreen area={area} mode={kind} />;
    case 'show':
      return <ShowScreen area={area} />;
  }
}

/** An area's screen once its descriptor is in (fetched with the screen's code the first time). */
function AreaScreen({ source, kind, customScreens }: Omit<AreaRouteProps, 'permission'>) {
  const area = source.loaded() ?? use(source.load());
  const { id } = useParams();
  // A protected record (the super-admin role, the platform's own account) is never edited: the
  // address says why rather than sending the admin back without a word.
  if (kind === 'edit' && id !== undefined && hasList(area) && area.list.protectedIds.some((protectedId) => String(protectedId) === id)) {
    return <UnavailableScreen titleKey={area.title} textKey="engine.protectedRecord" backTo={listPath(area)} />;
  }
  return screenFor(area, kind, customScreens);
}

interface AreaRouteProps {
  source: AreaSource;
  kind: ScreenKind;
  /** The permission the server must confirm before the screen is drawn. */
  permission?: string | undefined;
  customScreens: CustomScreens;
}

/** One screen of an area, inside a guard that keeps a broken descriptor to its own area and behind its permission. */
export function AreaRoute({ source, kind, permission, customScreens }: AreaRouteProps) {
  const area = source.outline;
  const screen = (
    <Suspense fallback={<PageSpinner />}>
      <AreaScreen source={source} kind={kind} customScreens={customScreens} />
    </Suspense>
  );
  return <AreaErrorBoundary area={area.area}>{permission ? <RequirePermission name={permission}>{screen}</RequirePermission> : screen}</AreaErrorBoundary>;
}
