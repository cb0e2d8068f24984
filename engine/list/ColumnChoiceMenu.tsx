import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Popover from '@mui/material/Popover';
import type { ColumnChoiceState } from './columnChoice';
import { columnKey, isHidden } from './columnChoice';
import { moveColumn, showColumn } from './columnMoves';
import Tooltip from '@mui/material/Tooltip';

interface ColumnChoiceMenuProps {
  columns: ColumnChoiceState;
  /** Whether the list has its row-actions column (always shown, at the end). */
  hasActions: boolean;
}

/** The Columns button: show, hide and reorder the list's columns, remembered for this admin. */
export function ColumnChoiceMenu({ columns, hasActions }: ColumnChoiceMenuProps) {
  const { t } = useTranslation();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { ordered, visible, choice, setChoice } = columns;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // A moved row is drawn at its new place: the key stays on the arrow that was pressed (or the other one at an end).
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; step: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!focusAfterMove) return;
    const { key, step } = focusAfterMove;
    const pressed = buttons.current.get(`${key}${step}`);
    const target = pressed && !pressed.disabled ? pressed : buttons.current.get(`${key}${-step}`);
    target?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, ordered]);

  const label = t('engine.columns');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? `${id}-columns` : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          color={choice ? 'primary' : 'default'}
          data-testid="columns-button"
        >
          <ViewColumnIcon />
        </IconButton>
      </Tooltip>
      <Popover
        id={`${id}-columns`}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': `${id}-heading`, sx: { p: 1.5, minWidth: 260, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Typography id={`${id}-heading`} variant="subtitle2" component="h2" sx={{ px: 0.5, pb: 0.5 }}>
          {t('engine.columnsShown')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="columns-list">
          {ordered.map((column, index) => {
            const key = columnKey(column);
            const name = t(column.label);
            const shown = !isHidden(column, choice) && visible.includes(column);
            const lastShown = shown && visible.length === 1;
            const arrow = (step: -1 | 1) => {
              const Icon = step < 0 ? ArrowUpwardIcon : ArrowDownwardIcon;
              const words = t(step < 0 ? 'engine.columnUp' : 'engine.columnDown', { name });
              return (
                <IconButton
                  size="small"
                  aria-label={words}
                  title={words}
                  disabled={step < 0 ? index === 0 : index === ordered.length - 1}
                  ref={(element: HTMLButtonElement | null) => {
                    if (element) buttons.current.set(`${key}${step}`, element);
                    else buttons.current.delete(`${key}${step}`);
                  }}
                  onClick={() => {
                    setChoice(moveColumn(ordered, choice, key, step));
                    setFocusAfterMove({ key, step });
                  }}
                >
                  <Icon fontSize="small" />
                </IconButton>
              );
            };
            return (
              <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="column-choice">
                <FormControlLabel
                  sx={{ flex: 1, m: 0 }}
                  control={<Checkbox size="small" checked={shown} disabled={lastShown} onChange={(_, next) => setChoice(showColumn(ordered, choice, key, next))} />}
                  label={name}
                />
                {arrow(-1)}
                {arrow(1)}
              </Box>
            );
          })}
          {hasActions && (
            <Box component="li" sx={{ display: 'flex', alignItems: 'center' }}>
              <FormControlLabel sx={{ flex: 1, m: 0 }} control={<Checkbox size="small" checked disabled />} label={t('common.actions')} />
              <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
                {t('engine.columnsAlwaysShown')}
              </Typography>
            </Box>
          )}
        </Box>
        <Divider sx={{ my: 1 }} />
        <Button size="small" startIcon={<RestartAltIcon />} disabled={!choice} onClick={() => setChoice(null)} data-testid="columns-reset">
          {t('engine.columnsReset')}
        </Button>
      </Popover>
    </>
  );
}
