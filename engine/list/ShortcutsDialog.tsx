import { Fragment } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** A Mac says ⌘ where the others say Ctrl. */
function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
}

const kbdSx = {
  display: 'inline-block',
  minWidth: '1.8em',
  px: 0.75,
  py: 0.25,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'action.hover',
  fontFamily: 'monospace',
  fontSize: '0.875rem',
  textAlign: 'center',
  // A key's label reads left to right in both languages (Ctrl K, not K Ctrl).
  direction: 'ltr',
  unicodeBidi: 'isolate',
} as const;

/** Every shortcut of the lists and of the command palette, in the admin's language. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  // Pages turn in the reading direction: in Arabic the left arrow goes forward.
  const [forward, back] = rtl ? ['←', '→'] : ['→', '←'];
  const rows: { keys: string[]; label: string }[] = [
    { keys: ['↓', '↑'], label: 'engine.keysMove' },
    { keys: [t('engine.keysHome'), t('engine.keysEnd')], label: 'engine.keysFirstLast' },
    { keys: [forward, back], label: 'engine.keysPages' },
    { keys: [t('engine.keysEnter')], label: 'engine.keysOpen' },
    { keys: ['e'], label: 'engine.keysEdit' },
    { keys: ['x'], label: 'engine.keysSelect' },
    { keys: ['f'], label: 'engine.keysFilters' },
    { keys: ['?'], label: 'engine.keysHelp' },
    { keys: [isMac() ? '⌘ K' : `${t('engine.keysCtrl')} K`], label: 'engine.keysPalette' },
    { keys: ['/'], label: 'engine.keysPaletteSearch' },
  ];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="shortcuts-title" data-testid="shortcuts-dialog">
      <DialogTitle id="shortcuts-title">{t('engine.keysTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('engine.keysIntro')}</DialogContentText>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, alignItems: 'center', m: 0 }}>
          {rows.map((row) => (
            <Fragment key={row.label}>
              <Box component="dt" sx={{ display: 'flex', gap: 0.5 }}>
                {row.keys.map((key) => (
                  <Box component="kbd" key={key} sx={kbdSx}>
                    {key}
                  </Box>
                ))}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {t(row.label)}
              </Box>
            </Fragment>
          ))}
        </Box>
        <DialogContentText sx={{ mt: 2 }}>{t('engine.keysLayout')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus data-testid="shortcuts-close">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
