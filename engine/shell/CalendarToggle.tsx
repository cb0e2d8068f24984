import { useId, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import { usePreferences } from '../app/usePreferences';
import { whenOpened } from '../app/whenOpened';
import { LazyTooltip } from '../app/LazyTooltip';

/** Its menu, fetched when first opened or when the pointer or keyboard reaches the toggle. */
const CalendarMenu = whenOpened(() => import('./CalendarMenu').then((m) => m.CalendarMenu), {
  isOpen: (props) => props.anchorEl !== null,
  close: (props) => props.onClose(),
});

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
          onPointerEnter={CalendarMenu.preload}
          onFocus={CalendarMenu.preload}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? menuId : undefined}
          data-testid="calendar-toggle"
        >
          <CalendarMonthOutlined />
        </IconButton>
      </LazyTooltip>
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
