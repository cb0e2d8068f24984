import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { useTranslation } from '../i18n/useTranslation';
import { usePreferences } from '../preferences/usePreferences';

/**
 * Switches Arabic / English (stores the choice and reloads). The button is named by what it
 * shows (the other language's name, spoken in that language), so speech control finds it by
 * its visible text; the longer "switch to" sentence is its description.
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { language, changeLanguage } = usePreferences();
  const next = language === 'ar' ? 'en' : 'ar';
  return (
    <Button color="inherit" onClick={() => changeLanguage(next)} startIcon={<Translate />} title={t('shell.switchLanguageLabel')} data-testid="language-toggle" sx={{ minWidth: 0, px: 1.25 }}>
      <span lang={next}>{t('shell.switchLanguage')}</span>
    </Button>
  );
}
