import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/i18n';
import { App } from './app/App';
import { AppProviders } from './app/Providers';
import { buildMenu } from './descriptor/areaModel';
import { descriptors } from './descriptor/loadDescriptors';
import { buildAreaRoutes } from './routing/areaRoutes';
import { BASENAME } from './routing/paths';
import { preloadFirstScreen } from './routing/preload';
import { getSession } from './session/session';

// The first screen's code and rows start loading now, beside the shell, not after it; the page
// is drawn once that code is in (or after a second at most), so it appears whole instead of
// through a spinner React would hold for a further 300 ms.
const firstScreen = preloadFirstScreen(window.location.pathname.replace(BASENAME, '') || '/', window.location.search, descriptors.areas, getSession() !== null);
const FIRST_SCREEN_WAIT_MS = 1000;

// Routes and menu come from the descriptors: the engine itself knows no area by name.
const areaRoutes = buildAreaRoutes(descriptors.areas);
const menu = buildMenu(descriptors.menu, descriptors.areas);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const mount = root;
void Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]).then(() =>
  createRoot(mount).render(
    <StrictMode>
      <AppProviders>
        <App areaRoutes={areaRoutes} menu={menu} />
      </AppProviders>
    </StrictMode>,
  ),
);
