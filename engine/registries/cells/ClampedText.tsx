import { useLayoutEffect, useState } from 'react';
import { useText } from '../../i18n/useText';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TextDirection } from '../../i18n/textDirection';
import { TextDialog } from './TextDialog';
import Tooltip from '@mui/material/Tooltip';

/** Beyond this many characters the tooltip shows the start and a "read more" opens the whole text. */
const TOOLTIP_MAX = 200;

/** A text longer than this opens in a window when pressed, even when it fits its lines. */
const PREVIEW_MAX = 40;

/** Whether the box shows less than its text (the clamp cut it); measured again whenever the box is redrawn. */
function useCut(lines: number, text: string) {
  // A state, not a ref: when the box is drawn anew (it becomes a button) its new element is measured.
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [cut, setCut] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text or line count is measured again
  useLayoutEffect(() => {
    if (!box) return undefined;
    const measure = () => {
      if (box.isConnected) setCut(box.scrollHeight > box.clientHeight + 1);
    };
    measure();
    // The column's width changes with the window: the same text may fit, or no longer fit.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(box);
    return () => observer?.disconnect();
  }, [box, lines, text]);
  return { ref: setBox, cut };
}

const clampSx = (lines: number) => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lines,
  overflow: 'hidden',
  whiteSpace: 'pre-line',
  wordBreak: 'break-word',
  textAlign: 'start',
});

/**
 * Text cut to a few lines in a table cell. A cut text shows whole in a tooltip on hover or
 * keyboard focus (its start, when longer than a tooltip holds); pressing a cut or long text opens
 * it whole in a window, and a text longer than a tooltip holds says so with a "read more". The
 * text keeps its own direction (an English message in an Arabic page).
 */
export function ClampedText({ text, lines, title, dir }: { text: string; lines: number; title: string; dir: TextDirection }) {
  const { t } = useText();
  const { ref, cut } = useCut(lines, text);
  const [reading, setReading] = useState(false);
  const openable = cut || text.length > PREVIEW_MAX;
  const long = cut && text.length > TOOLTIP_MAX;
  const box = (
    <Box ref={ref} component="span" data-testid="clamped-text" sx={clampSx(lines)}>
      {/* The direction on the text, not on the box: the box keeps the page's alignment. */}
      <span dir={dir}>{text}</span>
    </Box>
  );
  return (
    <Box sx={{ maxWidth: 320 }}>
      {/* Always there, empty while the text fits: the box keeps its element when the measure changes. */}
      <Tooltip
        title={
          cut ? (
            <Box component="span" sx={{ whiteSpace: 'pre-line', display: 'block' }}>
              <span dir={dir}>{long ? `${text.slice(0, TOOLTIP_MAX).trimEnd()}…` : text}</span>
            </Box>
          ) : (
            ''
          )
        }
        describeChild
        // Above the text, so the "read more" under it stays within reach.
        placement="top"
        slotProps={{ tooltip: { sx: { fontSize: '0.8125rem', maxWidth: 360 } } }}
      >
        {openable ? (
          <Button
            variant="text"
            size="small"
            onClick={() => setReading(true)}
            sx={{ display: 'block', textTransform: 'none', fontWeight: 400, color: 'text.primary', textDecoration: 'underline dotted', textUnderlineOffset: 3, p: 0.5, minWidth: 0, font: 'inherit' }}
          >
            {box}
          </Button>
        ) : (
          box
        )}
      </Tooltip>
      {long && (
        <Button size="small" variant="text" onClick={() => setReading(true)} sx={{ p: 0, px: 0.5, minWidth: 0, textTransform: 'none' }} aria-label={`${t('engine.readMore')}: ${title}`}>
          {t('engine.readMore')}
        </Button>
      )}
      {reading && (
        <TextDialog title={title} onClose={() => setReading(false)}>
          <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            <span dir={dir}>{text}</span>
          </Typography>
        </TextDialog>
      )}
    </Box>
  );
}
