import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../app/usePreferences';

/** Switches Arabic / English (stores the choice and reloads). */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { language, changeLanguage } = usePreferences();
  const next = language === 'ar' ? 'en' : 'ar';
  return (
    <Button
      color="inherit"
      onClick={() => changeLanguage(next)}
      startIcon={<Translate />}
      aria-label={t('shell.switchLanguageLabel')}
      lang={next}
      data-testid="language-toggle"
      sx={{ minWidth: 0, px: 1.25 }}
    >
      {t('shell.switchLanguage')}
    </Button>
  );
}
