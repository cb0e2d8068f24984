import { useId, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import { usePreferences } from '../preferences/usePreferences';
import { CalendarMenu } from './CalendarMenu';
import Tooltip from '@mui/material/Tooltip';

/** Chooses how dates are shown: Gregorian, or with the Hijri (Umm al-Qura) date beside it. */
export function CalendarToggle() {
  const { t } = useTranslation();
  const { calendar, changeCalendar } = usePreferences();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = t('shell.calendar');
  return (
    <>
      <Tooltip title={label}>
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
      </Tooltip>
      <CalendarMenu
        id={menuId}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        calendar={calendar}
        onChoose={(choice) => {
          changeCalendar(choice);
          setAnchor(null);
        }}
      />
    </>
  );
}
