import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '../i18n/useTranslation';
import Tooltip from '@mui/material/Tooltip';
import { usePreferences } from '../preferences/usePreferences';

/**
 * Switches between the light and the dark theme. Its tooltip is fetched on the first hover or
 * keyboard focus, so the sign-in page, which shows it too, does not download it with its first paint.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { themeMode, toggleTheme } = usePreferences();
  const label = themeMode === 'dark_theme' ? t('shell.lightTheme') : t('shell.darkTheme');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggleTheme} aria-label={label} data-testid="theme-toggle">
        {themeMode === 'dark_theme' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
