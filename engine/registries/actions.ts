import type { SvgIconComponent } from '@mui/icons-material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ActionName, Area } from '../descriptor/descriptor.types';
import { screensOf } from '../descriptor/areaModel';

export interface RowActionDefinition {
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

/** One table of row actions, keyed by the names descriptors use. */
export const actions = {
  show: {
    permission: 'show',
    label: 'engine.show',
    icon: VisibilityIcon,
    color: 'info',
    kind: { screen: 'show' },
    available: (area) => screensOf(area).includes('show'),
  },
  edit: {
    permission: 'edit',
    label: 'engine.edit',
    icon: EditIcon,
    color: 'primary',
    kind: { screen: 'edit' },
    available: (area) => screensOf(area).includes('edit'),
  },
  delete: {
    permission: 'delete',
    label: 'engine.delete',
    icon: DeleteIcon,
    color: 'error',
    kind: { confirm: 'delete' },
    available: (area) => area.api.delete !== undefined,
  },
} satisfies Record<ActionName, RowActionDefinition>;
