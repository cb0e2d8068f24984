import { useTranslation } from '../i18n/useTranslation';
import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { CALENDARS, type Calendar } from '../i18n/formatDate';

interface CalendarMenuProps {
  id: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  calendar: Calendar;
  onChoose: (calendar: Calendar) => void;
}

/** The calendar toggle's menu (fetched when first opened, see CalendarToggle). */
export function CalendarMenu({ id, anchorEl, onClose, calendar, onChoose }: CalendarMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchorEl} open={anchorEl !== null} onClose={onClose}>
      {CALENDARS.map((choice) => (
        <MenuItem key={choice} role="menuitemradio" aria-checked={calendar === choice} selected={calendar === choice} onClick={() => onChoose(choice)}>
          <ListItemIcon>{calendar === choice && <Check fontSize="small" />}</ListItemIcon>
          <ListItemText>{t(choice === 'hijri' ? 'shell.calendarHijri' : 'shell.calendarGregorian')}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
