/** The header's place for the notification bell; empty until notifications are built. */
export function HeaderBellSlot() {
  return null;
}
