import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Area } from '../descriptor/descriptor.types';
import { areaScreens, type ScreenKind } from '../descriptor/areaModel';
import { PageSpinner } from '../app/PageSpinner';
import { RequirePermission } from './guards';

// Each kind of screen is its own chunk: the form library comes only with a form.
const ListScreen = lazy(() => import('../list/ListScreen').then((m) => ({ default: m.ListScreen })));
const FormScreen = lazy(() => import('../form/FormScreen').then((m) => ({ default: m.FormScreen })));
const ShowScreen = lazy(() => import('../show/ShowScreen').then((m) => ({ default: m.ShowScreen })));

const screens: Record<ScreenKind, ComponentType<{ area: Area }>> = {
  list: ListScreen,
  create: (props) => <FormScreen {...props} mode="create" />,
  edit: (props) => <FormScreen {...props} mode="edit" />,
  show: ShowScreen,
};

function guarded(permission: string | undefined, element: ReactNode): ReactNode {
  return permission ? <RequirePermission name={permission}>{element}</RequirePermission> : element;
}

/** The routes of every area, generated from the descriptors. */
export function buildAreaRoutes(areas: readonly Area[]): RouteObject[] {
  return areas.flatMap((area) =>
    areaScreens(area).map(({ kind, path, permission }) => {
      const Screen = screens[kind];
      return {
        path,
        element: guarded(
          permission,
          <Suspense fallback={<PageSpinner />}>
            {/* A new key per area: moving between two areas' lists starts a fresh screen. */}
            <Screen key={`${area.area}:${kind}`} area={area} />
          </Suspense>,
        ),
      };
    }),
  );
}
