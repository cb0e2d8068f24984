import { useTranslation } from '../i18n/useTranslation';
import DescriptionIcon from '@mui/icons-material/Description';
import GridOnIcon from '@mui/icons-material/GridOn';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ExportFormat } from './useListExport';

const FORMATS: { format: ExportFormat; label: string; Icon: typeof GridOnIcon }[] = [
  { format: 'xlsx', label: 'engine.exportXlsx', Icon: GridOnIcon },
  { format: 'csv', label: 'engine.exportCsv', Icon: DescriptionIcon },
];

interface ExportFormatsProps {
  id: string;
  /** The button's id, which names the menu. */
  labelledBy: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  onChoose: (format: ExportFormat) => void;
}

/** The Export button's menu: a workbook or CSV (fetched when first opened, see ExportMenu). */
export function ExportFormats({ id, labelledBy, anchorEl, onClose, onChoose }: ExportFormatsProps) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchorEl} open={anchorEl !== null} onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy } }}>
      {FORMATS.map(({ format, label, Icon }) => (
        <MenuItem key={format} onClick={() => onChoose(format)} data-testid={`export-${format}`}>
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t(label)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
