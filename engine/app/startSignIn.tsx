import { lazy, StrictMode, startTransition, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SignInPage } from '../auth/SignInPage';
import { i18n } from '../i18n/i18n';
import { loadPageTexts, type LocaleSource } from '../i18n/loadLocale';
import { applyPageLanguage } from '../i18n/pageLanguage';
import { hardNavigate } from '../page/hardNavigate';
import { getLanguage, getSession, type Language } from '../session/session';
import { FlashToast } from '../toasts/FlashToast';
import { ServiceWorkerSlot } from './ServiceWorkerSlot';
import type { ServiceWorkerUpdate } from './serviceWorker';
import { ToastHost } from '../toasts/toasts';

// The prompt is drawn with MUI, which this page otherwise never fetches: it comes only when a new build is out.
const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

function LaterUpdatePrompt({ update }: { update: ServiceWorkerUpdate }) {
  return (
    <Suspense fallback={null}>
      <UpdatePrompt update={update} />
    </Suspense>
  );
}

/** What the sign-in page's own entry is given: the texts alone. */
export interface SignInSetup {
  /** As for startDashboard: each language's texts or a loader; only the page's language is fetched. */
  locales: Readonly<Record<Language, LocaleSource>>;
  /** Where the page is drawn; the page's #root by default. */
  container?: Element | null;
}

/**
 * The entry of the sign-in page's own document (signin.html, served at the dashboard's first
 * address): the page alone, with its toasts, drawn without MUI, the router or the descriptors, so
 * a signed-out visitor downloads React, the texts and this page. A signed-in admin arriving there
 * goes on to /home, where the dashboard's own document starts.
 */
export async function startSignInPage(setup: SignInSetup): Promise<Root | null> {
  if (getSession() !== null) {
    // Back from /home must not come here to be sent on again.
    hardNavigate('/home', { replace: true });
    return null;
  }
  const container = setup.container === undefined ? document.getElementById('root') : setup.container;
  if (!container) throw new Error('The page has no element to draw the sign-in page in (#root)');
  const language = getLanguage();
  await loadPageTexts(setup.locales, language);
  applyPageLanguage(language);
  // i18n starts in the language stored when its module loaded; one stored since is followed.
  if (i18n.language !== language) await i18n.changeLanguage(language);
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <ToastHost />
        <FlashToast />
        <ServiceWorkerSlot Prompt={LaterUpdatePrompt} />
        <SignInPage />
      </StrictMode>,
    ),
  );
  return root;
}
