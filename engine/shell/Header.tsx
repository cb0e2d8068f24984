import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../screens/visuallyHidden';
import { useTranslation } from '../i18n/useTranslation';
import { useSession } from '../session/session';
import { RealtimeIndicator } from '../realtime/RealtimeIndicator';
import { useRealtimeConnection } from '../realtime/useRealtime';
import { PaletteLauncher } from '../search/PaletteLauncher';
import { HeaderActions } from './HeaderActions';
import { HeaderBellSlot } from './HeaderBellSlot';
import { LanguageToggle } from './LanguageToggle';
import { ThemeToggle } from './ThemeToggle';

/** The top bar: menu button on small screens, greeting, bell, theme and language toggles, the product's actions (profile). */
export function Header({ onMenuClick }: { onMenuClick: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  // The one live connection of the signed-in dashboard: notifications, lists, records, presence.
  useRealtimeConnection();
  const name = session?.name ?? '';
  return (
    <AppBar position="sticky" sx={{ bgcolor: 'background.paper' }}>
      {/* Eight buttons share a 360 px phone: there the bar keeps its padding and gaps small. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <IconButton color="inherit" edge="start" onClick={onMenuClick} aria-label={t('shell.openMenu')} data-testid="menu-toggle" sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        {/* On a phone the buttons leave the greeting no room (it showed its first letter): there it is
            read out, not drawn. */}
        <Typography variant="h6" component="p" noWrap sx={(theme) => ({ flexGrow: 1, minWidth: 0, [theme.breakpoints.down('sm')]: visuallyHidden })} data-testid="greeting">
          {t('shell.greeting', { name })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 }, marginInlineStart: 'auto' }}>
          <RealtimeIndicator />
          <PaletteLauncher />
          <HeaderBellSlot />
          <ThemeToggle />
          <LanguageToggle />
          <HeaderActions />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
