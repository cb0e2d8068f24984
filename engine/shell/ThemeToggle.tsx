import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../app/usePreferences';

/** Switches between the light and the dark theme. */
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
