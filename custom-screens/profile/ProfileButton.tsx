import { lazy, Suspense, useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { userInitials, useSession, useTranslation } from '../../engine';

// The profile dialog is not needed for the first paint: it loads on the first hover or click.
const loadProfileDialog = () => import('./ProfileDialog');
const ProfileDialog = lazy(() => loadProfileDialog().then((m) => ({ default: m.ProfileDialog })));

/** The header's avatar: opens the admin's own profile, and takes the focus back when it closes. */
export function ProfileButton() {
  const { t } = useTranslation();
  const session = useSession();
  const name = session?.name ?? '';
  const button = useRef<HTMLButtonElement>(null);
  // Mounted for one opening and dropped once closed, so every opening reads the profile afresh.
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const preload = () => void loadProfileDialog().catch(() => undefined);
  return (
    <>
      <IconButton
        ref={button}
        onClick={() => {
          setMounted(true);
          setOpen(true);
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
      {mounted && (
        <Suspense fallback={null}>
          <ProfileDialog
            open={open}
            onClose={() => setOpen(false)}
            onExited={() => {
              setMounted(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
