import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { RealtimeState } from './realtimeClient';
import { useRealtimeState } from './useRealtime';
import { LazyTooltip } from '../app/LazyTooltip';

const COLORS: Record<RealtimeState, string> = {
  connected: 'success.main',
  connecting: 'warning.main',
  unavailable: 'warning.main',
  failed: 'error.main',
  off: 'text.disabled',
};

/**
 * A dot in the header telling whether live updates reach this page: green when connected, amber
 * while (re)connecting, red when they failed, grey when switched off; the tooltip says it in words.
 */
export function RealtimeIndicator() {
  const { t } = useTranslation();
  const state = useRealtimeState();
  const label = t(`live.state.${state}`);
  return (
    <LazyTooltip title={label}>
      <Box
        component="span"
        role="img"
        tabIndex={0}
        aria-label={label}
        data-testid="realtime-indicator"
        data-state={state}
        sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 28, height: 28, borderRadius: '50%', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <Box
          component="span"
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: COLORS[state],
            ...(state === 'connecting' || state === 'unavailable' ? { animation: 'realtime-pulse 1.2s ease-in-out infinite' } : {}),
            '@keyframes realtime-pulse': { '50%': { opacity: 0.35 } },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      </Box>
    </LazyTooltip>
  );
}
