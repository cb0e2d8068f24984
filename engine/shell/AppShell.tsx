import { type MouseEvent, Suspense, useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../i18n/useTranslation';
import { Outlet } from 'react-router-dom';
import Drawer from '@mui/material/Drawer';
import { PageSpinner } from '../screens/PageSpinner';
import { Footer } from './Footer';
import { Header } from './Header';
import type { MenuNode } from '../descriptor/areaModel';
import { MobileDrawer } from './MobileDrawer';
import { SideMenu } from './SideMenu';

const DRAWER_WIDTH = 280;

const MAIN_ID = 'main-content';

/**
 * The first stop of the Tab key: a keyboard or screen-reader user jumps over the menu's forty
 * links to the page. Hidden until it has the focus; the address is left as it is.
 */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      data-testid="skip-link"
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        insetInlineStart: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        boxShadow: 3,
        fontWeight: 600,
        transform: 'translateY(-150%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('shell.skipToContent')}
    </Box>
  );
}

/**
 * The authenticated layout: side menu, header, page, footer. The drawer is anchored "left"
 * and the theme's direction puts it on the inline-start side (the right in Arabic). The page is
 * the screen the router matched under this layout.
 */
export function AppShell({ menu }: { menu: readonly MenuNode[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  // The phone's drawer is put in the page when first opened, then kept: mounted closed, its slide
  // measures the page to place itself off screen, a forced layout inside the first drawing
  // (~130 ms on a phone), and its whole menu is drawn unseen.
  const [mobileOpened, setMobileOpened] = useState(false);
  const closeMenu = useCallback(() => setMobileOpen(false), []);
  const openMenu = useCallback(() => {
    setMobileOpened(true);
    setMobileOpen(true);
  }, []);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <Box component="aside" aria-label={t('shell.mainMenu')} sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {desktop ? (
          <Drawer variant="permanent" sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}>
            <SideMenu menu={menu} />
          </Drawer>
        ) : (
          <MobileDrawer open={mobileOpen} onClose={closeMenu} keepMounted={mobileOpened} width={DRAWER_WIDTH}>
            <SideMenu menu={menu} onNavigate={closeMenu} />
          </MobileDrawer>
        )}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {/* The header and the screen fill the window at least, so the footer starts below it: it
            never shows at the foot of a screen still loading (its code, its check or its rows)
            and then slides away, or slides up when a list turns out shorter than its outline. */}
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
          <Header onMenuClick={openMenu} />
          <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
