import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ChartPart } from './statistics';

const SIZE = 160;
const STROKE = 22;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface DonutChartProps {
  parts: readonly ChartPart[];
  shares: readonly number[];
  summary: string;
  total: string;
  totalLabel: string;
  testId: string;
}

/** A ring split by the parts' shares, with the sum in its middle. */
export function DonutChart({ parts, shares, summary, total, totalLabel, testId }: DonutChartProps) {
  const theme = useTheme();
  // Start at the top and run with the reading direction (counter-clockwise in Arabic).
  const transform = theme.direction === 'rtl' ? 'scaleX(-1) rotate(-90deg)' : 'rotate(-90deg)';
  let offset = 0;
  return (
    <Box role="img" aria-label={summary} data-testid={testId} sx={{ position: 'relative', width: SIZE, height: SIZE, mx: 'auto' }}>
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden focusable="false" style={{ transform }}>
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" stroke={theme.palette.action.selected} strokeWidth={STROKE} />
        {parts.map((part, index) => {
          const length = ((shares[index] ?? 0) / 100) * CIRCUMFERENCE;
          const dashOffset = -offset;
          offset += length;
          if (length <= 0) return null;
          return (
            <circle
              key={part.key}
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={RADIUS}
              fill="none"
              stroke={part.color}
              strokeWidth={STROKE}
              strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
              strokeDashoffset={dashOffset}
            />
          );
        })}
      </svg>
      <Box aria-hidden sx={{ position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', textAlign: 'center', px: 4 }}>
        <Typography variant="caption" color="text.secondary">
          {totalLabel}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.2 }}>{total}</Typography>
      </Box>
    </Box>
  );
}
