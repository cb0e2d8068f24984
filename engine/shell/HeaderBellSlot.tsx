import { useDashboard } from '../descriptor/useDashboard';
import { NotificationBell } from '../notifications/NotificationBell';

/** The header's notification bell, when the descriptors give the product an inbox. */
export function HeaderBellSlot() {
  const config = useDashboard().descriptors.notifications;
  return config ? <NotificationBell config={config} /> : null;
}
