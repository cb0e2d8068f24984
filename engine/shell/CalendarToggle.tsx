import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Check from '@mui/icons-material/Check';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { Menu } from '../app/lazyMenus';
import { usePreferences } from '../app/usePreferences';
import { CALENDARS } from '../i18n/formatDate';
import { LazyTooltip } from '../app/LazyTooltip';

/** Chooses how dates are shown: Gregorian, or with the Hijri (Umm al-Qura) date beside it. */
export function CalendarToggle() {
  const { t } = useTranslation();
  const { calendar, changeCalendar } = usePreferences();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = t('shell.calendar');
  return (
    <>
      <LazyTooltip title={label}>
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? menuId : undefined}
          data-testid="calendar-toggle"
        >
          <CalendarMonthOutlined />
        </IconButton>
      </LazyTooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CALENDARS.map((choice) => (
          <MenuItem
            key={choice}
            role="menuitemradio"
            aria-checked={calendar === choice}
            selected={calendar === choice}
            onClick={() => {
              changeCalendar(choice);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{calendar === choice && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{t(choice === 'hijri' ? 'shell.calendarHijri' : 'shell.calendarGregorian')}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
