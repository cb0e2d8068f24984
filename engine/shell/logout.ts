import { apiRequest } from '../api/client';
import { hardNavigate } from '../page/hardNavigate';
import { clearSession } from '../session/session';

/**
 * Signs out: tells the server (a failure, or a backend without the call, is ignored), forgets
 * the session and reloads on the login page.
 */
export async function logout(): Promise<void> {
  try {
    await apiRequest({ method: 'POST', path: 'dashboard/logout', skipAuthRedirect: true });
  } catch {
    // The local session is what counts; the token expires on the server anyway.
  }
  clearSession();
  hardNavigate('/');
}
