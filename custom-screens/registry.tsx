import { lazy } from 'react';
import type { CustomScreens } from '../engine';

/**
 * The few bespoke screens, keyed by the names descriptors use in "custom"; names.json lists the
 * same names for the descriptor checker (a test keeps the two equal). Each is its own chunk; the
 * engine still routes, guards and menus them like any other screen.
 */
export const customScreens: CustomScreens = {
  workingIntervals: lazy(() => import('./working-intervals/WorkingIntervalsScreen').then((m) => ({ default: m.WorkingIntervalsScreen }))),
  roleForm: lazy(() => import('./roles/RoleFormScreen').then((m) => ({ default: m.RoleFormScreen }))),
  orderDetail: lazy(() => import('./order-detail/OrderDetailScreen').then((m) => ({ default: m.OrderDetailScreen }))),
  incomingNotifications: lazy(() => import('./incoming-notifications/IncomingNotificationsScreen').then((m) => ({ default: m.IncomingNotificationsScreen }))),
  reportDetail: lazy(() => import('./report-detail/ReportDetailScreen').then((m) => ({ default: m.ReportDetailScreen }))),
};
