/**
 * A toast that survives one full page load: login and logout reload the page (spec §4), and a
 * success message shown just before the reload would vanish with it.
 */
interface FlashMessage {
  message: string;
  variant: 'success' | 'error' | 'info' | 'warning';
}

const FLASH_KEY = 'dashboard.flash';

function store(): Storage | null {
  try {
    return typeof globalThis.sessionStorage === 'undefined' ? null : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function setFlashMessage(flash: FlashMessage): void {
  try {
    store()?.setItem(FLASH_KEY, JSON.stringify(flash));
  } catch {
    // Not remembered: the admin only misses a toast.
  }
}

/** Returns the pending flash message once, then forgets it. */
export function takeFlashMessage(): FlashMessage | null {
  const storage = store();
  if (!storage) return null;
  try {
    const raw = storage.getItem(FLASH_KEY);
    storage.removeItem(FLASH_KEY);
    if (raw === null) return null;
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { message, variant } = value as Record<string, unknown>;
    if (typeof message !== 'string' || message === '') return null;
    const known = variant === 'success' || variant === 'error' || variant === 'info' || variant === 'warning';
    return { message, variant: known ? variant : 'info' };
  } catch {
    return null;
  }
}
