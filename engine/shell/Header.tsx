import { lazy, Suspense, useRef, useState } from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session';
import { HeaderBellSlot } from './HeaderBellSlot';
import { LanguageToggle } from './LanguageToggle';
import { ThemeToggle } from './ThemeToggle';
import { userInitials } from './userInitials';

// The profile dialog is not needed for the first paint: it loads on the first hover or click.
const loadProfileDialog = () => import('./ProfileDialog');
const ProfileDialog = lazy(() => loadProfileDialog().then((m) => ({ default: m.ProfileDialog })));

/** The top bar: menu button on small screens, greeting, bell, theme and language toggles, profile. */
export function Header({ onMenuClick }: { onMenuClick: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const name = session?.name ?? '';
  const profileButton = useRef<HTMLButtonElement>(null);
  // Mounted for one opening and dropped once closed, so every opening reads the profile afresh.
  const [profileMounted, setProfileMounted] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const preload = () => void loadProfileDialog().catch(() => undefined);
  return (
    <AppBar position="sticky" sx={{ bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onMenuClick}
          aria-label={t('shell.openMenu')}
          data-testid="menu-toggle"
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, minWidth: 0 }} data-testid="greeting">
          {t('shell.greeting', { name })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <HeaderBellSlot />
          <ThemeToggle />
          <LanguageToggle />
          <IconButton
            ref={profileButton}
            onClick={() => {
              setProfileMounted(true);
              setProfileOpen(true);
            }}
            onPointerEnter={preload}
            onFocus={preload}
            aria-label={t('profile.open')}
            aria-haspopup="dialog"
            data-testid="profile-button"
            sx={{ ml: 0.5, p: 0.5 }}
          >
            <Avatar src={session?.avatar} alt={name} sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 15 }}>
              {userInitials(name)}
            </Avatar>
          </IconButton>
        </Box>
      </Toolbar>
      {profileMounted && (
        <Suspense fallback={null}>
          <ProfileDialog
            open={profileOpen}
            onClose={() => setProfileOpen(false)}
            onExited={() => {
              setProfileMounted(false);
              profileButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
