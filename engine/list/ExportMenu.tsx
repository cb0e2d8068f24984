import { useId, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { ListArea } from '../descriptor/areaModel';
import type { Column } from '../descriptor/descriptor.types';
import type { ListSort } from './listOrder';
import { ExportFormats } from './ExportFormats';
import { ExportProgressDialog } from './ExportProgressDialog';
import { useListExport, type ExportFormat } from './useListExport';

/** Phones, as the list's cards are (≤ 600 px wide). */
const PHONE = '@media (max-width: 600px)';

interface ExportMenuProps {
  area: ListArea;
  filters: Readonly<Record<string, string>>;
  sort: ListSort | null;
  /** The columns the admin shows, in their order. */
  columns: readonly Column[];
}

/** The list header's Export button: the whole list as it is shown, as a workbook or CSV. */
export function ExportMenu({ area, filters, sort, columns }: ExportMenuProps) {
  const { t } = useTranslation();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const exporter = useListExport(area, { filters, sort, columns });
  const choose = (format: ExportFormat) => {
    setAnchor(null);
    exporter.start(format);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={exporter.progress !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('engine.export')}
        data-testid="export-menu"
        // On a phone the header's buttons share one line: the icon alone says it there.
        sx={{ [PHONE]: { minWidth: 0, px: 1, '& .MuiButton-startIcon': { m: 0 } } }}
      >
        <Box component="span" sx={{ [PHONE]: { display: 'none' } }}>
          {t('engine.export')}
        </Box>
      </Button>
      <ExportFormats id={`${id}-menu`} labelledBy={`${id}-button`} anchorEl={anchor} onClose={() => setAnchor(null)} onChoose={choose} />
      <ExportProgressDialog title={t(area.title)} progress={exporter.progress} onCancel={exporter.cancel} />
    </>
  );
}
