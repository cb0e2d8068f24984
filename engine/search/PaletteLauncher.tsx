import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';

// The palette's code is fetched when it first opens: most visits never do.
const CommandPalette = lazy(() => import('./CommandPalette').then((m) => ({ default: m.CommandPalette })));

/** Whether a key press belongs to what the admin is typing (a field, an editor), not to the page. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="textbox"], [role="combobox"]') !== null;
}

/** Whether a key press asks for the palette: Ctrl+K (⌘K on a Mac) anywhere, `/` outside a field. */
export function opensPalette(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target' | 'isComposing'>): boolean {
  if (event.isComposing || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !typingIn(event.target);
}

/** The header's search button, and the keys that open the palette from any screen. */
export function PaletteLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !opensPalette(event)) return;
      // Ctrl+K would otherwise go to the browser's own search box.
      event.preventDefault();
      setOpened(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const label = t('shell.paletteOpen');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-keyshortcuts="Control+K Meta+K /"
          data-testid="palette-open"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
