import { useTranslation } from '../i18n/useTranslation';
import Box from '@mui/material/Box';
import type { RealtimeState } from './realtimeClient';
import { useRealtimeState } from './useRealtime';
import Tooltip from '@mui/material/Tooltip';

const COLORS: Record<RealtimeState, string> = {
  connected: 'success.main',
  connecting: 'warning.main',
  unavailable: 'warning.main',
  failed: 'error.main',
  off: 'text.disabled',
};
const PULSING: ReadonlySet<RealtimeState> = new Set(['connecting', 'unavailable']);

// One style for every state, chosen by the indicator's data-state: a style per state would insert
// its rules at the first change to it, and a rule inserted into a long list's page restyles every row.
const DOT = {
  width: 10,
  height: 10,
  borderRadius: '50%',
  ...Object.fromEntries(
    Object.entries(COLORS).map(([state, color]) => [
      `[data-state=${state}] > &`,
      { bgcolor: color, ...(PULSING.has(state as RealtimeState) ? { animation: 'realtime-pulse 1.2s ease-in-out infinite' } : {}) },
    ]),
  ),
  '@keyframes realtime-pulse': { '50%': { opacity: 0.35 } },
  '@media (prefers-reduced-motion: reduce)': { '[data-state] > &': { animation: 'none' } },
} as const;

/**
 * A dot in the header telling whether live updates reach this page: green when connected, amber
 * while (re)connecting, red when they failed, grey when switched off; the tooltip says it in words.
 */
export function RealtimeIndicator() {
  const { t } = useTranslation();
  const state = useRealtimeState();
  const label = t(`live.state.${state}`);
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        role="img"
        tabIndex={0}
        aria-label={label}
        data-testid="realtime-indicator"
        data-state={state}
        sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 28, height: 28, borderRadius: '50%', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <Box component="span" sx={DOT} />
      </Box>
    </Tooltip>
  );
}
