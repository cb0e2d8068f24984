import type { SvgIconComponent } from '@mui/icons-material';
import type { ActionName, Area } from '../descriptor/descriptor.types';
import { offersScreen } from '../descriptor/offeredScreens';
import { icons } from './icons';

interface RowActionDefinition {
  /** The list permission flag that allows it. */
  permission: string;
  label: string;
  icon: SvgIconComponent;
  color: 'primary' | 'secondary' | 'error' | 'info';
  /** A link to a screen of the area, or a confirmed delete. */
  kind: { screen: 'show' | 'edit' } | { confirm: 'delete' };
  /** Whether the area has what the action needs (its screen or its call). */
  available: (area: Area) => boolean;
}

/**
 * One table of row actions, keyed by the names descriptors use. Their icon, colour and label are
 * the ones in actionLooks.json (actions.test.ts checks), which the descriptor checker holds
 * custom actions to.
 */
export const actions = {
  show: {
    permission: 'show',
    label: 'engine.show',
    icon: icons.Visibility,
    color: 'info',
    kind: { screen: 'show' },
    available: (area) => offersScreen(area, 'show'),
  },
  edit: {
    permission: 'edit',
    label: 'engine.edit',
    icon: icons.Edit,
    color: 'primary',
    kind: { screen: 'edit' },
    available: (area) => offersScreen(area, 'edit'),
  },
  delete: {
    permission: 'delete',
    label: 'engine.delete',
    icon: icons.Delete,
    color: 'error',
    kind: { confirm: 'delete' },
    available: (area) => area.api.delete !== undefined,
  },
} satisfies Record<ActionName, RowActionDefinition>;
