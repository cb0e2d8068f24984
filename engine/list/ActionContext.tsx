import { useTranslation } from '../i18n/useTranslation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CustomAction } from '../descriptor/descriptor.types';
import { getPath } from '../descriptor/fieldPath';
import { valueDirection } from '../i18n/textDirection';
import { Directed } from '../registries/cells/Directed';
import type { Row } from '../data/envelope';
import { DateCell } from '../registries/cells/DateCell';
import { Money } from '../registries/cells/Money';

function asText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.trim() === '' ? undefined : text;
}

/** The context cells other than text, drawn as the list draws them. */
const contextCells = { money: Money, date: DateCell };

/**
 * What the admin answers, read-only above an action's question: each context field of the row
 * with its label (the sender, the whole message, the amount asked for), in a box that scrolls when it is long.
 */
export function ActionContext({ fields, row }: { fields: CustomAction['context']; row: Row }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      tabIndex={0}
      aria-label={fields.map((f) => t(f.label)).join(', ')}
      data-testid="action-context"
      sx={{ m: 0, mb: 2, p: 1.5, maxHeight: 240, overflowY: 'auto', bgcolor: 'action.hover', borderRadius: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      {fields.map((field) => {
        const value = getPath(row, field.field);
        const text = asText(value);
        const Cell = field.cell === 'text' ? null : contextCells[field.cell];
        return (
          <Box key={field.field} sx={{ '& + &': { mt: 1 } }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(field.label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {/* Its own direction inside the line, its place under its label. */}
              {Cell ? <Cell value={value} /> : text === undefined ? t('common.noData') : <Directed dir={valueDirection(field.field)}>{text}</Directed>}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
