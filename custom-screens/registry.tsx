import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area, CustomScreenName } from '../engine/descriptor/descriptor.types';
import type { ScreenKind } from '../engine/descriptor/areaModel';

export interface CustomScreenProps {
  area: Area;
  kind: ScreenKind;
}

/**
 * The few bespoke screens, keyed by the names descriptors use in "custom". Each is its own
 * chunk; the engine still routes, guards and menus them like any other screen.
 */
export const customScreens = {
  workingIntervals: lazy(() => import('./working-intervals/WorkingIntervalsScreen').then((m) => ({ default: m.WorkingIntervalsScreen }))),
  roleForm: lazy(() => import('./roles/RoleFormScreen').then((m) => ({ default: m.RoleFormScreen }))),
  orderDetail: lazy(() => import('./order-detail/OrderDetailScreen').then((m) => ({ default: m.OrderDetailScreen }))),
  incomingNotifications: lazy(() =>
    import('./incoming-notifications/IncomingNotificationsScreen').then((m) => ({ default: m.IncomingNotificationsScreen })),
  ),
  reportDetail: lazy(() => import('./report-detail/ReportDetailScreen').then((m) => ({ default: m.ReportDetailScreen }))),
} satisfies Record<CustomScreenName, LazyExoticComponent<ComponentType<CustomScreenProps>>>;
