import { useLocation } from 'react-router-dom';
import type { Area } from '../descriptor/descriptor.types';
import { screenPath } from '../descriptor/areaModel';
import { offersScreen } from '../descriptor/offeredScreens';
import { usePermissions } from '../permissions/usePermissions';

interface EditLink {
  to: string;
  /** The router state the show page came with: the edit form then returns to the same list page. */
  state: unknown;
}

/** The show page's way to its edit form: only where the area has one and the admin may edit. */
export function useEditLink(area: Area, id: string | undefined): EditLink | null {
  const location = useLocation();
  const permissions = usePermissions();
  const key = area.permissions.edit;
  if (id === undefined || !offersScreen(area, 'edit') || permissions.status !== 'ready') return null;
  if (key && !permissions.has(key)) return null;
  return { to: screenPath(area, 'edit', id), state: location.state };
}
