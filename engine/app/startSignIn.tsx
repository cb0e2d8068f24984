import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { SignInPage } from '../auth/SignInPage';
import { i18n } from '../i18n/i18n';
import { getLanguage } from '../session/session';
import { FlashToast } from './FlashToast';
import { ServiceWorkerSlot } from './ServiceWorkerSlot';
import { toastSettings } from './toastComponents';

/** Draws the sign-in page alone, with its toasts, once the texts are in. */
export async function startSignIn(container: Element, texts: Promise<void>): Promise<Root> {
  await texts;
  const language = getLanguage();
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  if (i18n.language !== language) await i18n.changeLanguage(language);
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <SnackbarProvider {...toastSettings}>
            <FlashToast />
            <ServiceWorkerSlot />
            <SignInPage />
          </SnackbarProvider>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
  return root;
}
