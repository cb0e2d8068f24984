import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export type StatTone = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

interface StatCardProps {
  testId: string;
  label: string;
  /** The formatted value, or the "no data" text. */
  value: string;
  missing: boolean;
  icon: ReactNode;
  tone: StatTone;
}

const cardSx = { display: 'flex', alignItems: 'center', gap: 2, p: 2, minWidth: 0, height: '100%' } as const;

/**
 * A figure never wraps (an amount split over two lines reads as two numbers): a long one, such
 * as the commission with its decimals and currency, gets a smaller font that fits the card's
 * width, about 0.62 em per bold character.
 */
function figureSize(value: string): string {
  return `min(1.5rem, calc(100cqi / ${(Math.max(value.length, 1) * 0.62).toFixed(2)}))`;
}

/** One statistic: an icon on a tinted tile, the figure and what it counts. */
export function StatCard({ testId, label, value, missing, icon, tone }: StatCardProps) {
  return (
    <Card component="li" data-testid={testId} sx={cardSx}>
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 48,
          height: 48,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: `${tone}.main`,
          // A translucent tile of the tone reads well on light and dark paper alike.
          bgcolor: (theme) => alpha(theme.palette[tone].main, 0.14),
        }}
      >
        {icon}
      </Box>
      {/* The text column is a size container, so the figure can shrink to its width. */}
      <Box sx={{ minWidth: 0, flexGrow: 1, containerType: 'inline-size' }}>
        <Typography variant="body2" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        <Typography
          component="p"
          data-testid={`${testId}-value`}
          sx={{ fontWeight: 700, fontSize: missing ? '1rem' : figureSize(value), lineHeight: 1.3, whiteSpace: 'nowrap', color: missing ? 'text.disabled' : 'text.primary' }}
        >
          {value}
        </Typography>
      </Box>
    </Card>
  );
}

/** The card's shape while the statistics load. */
export function StatCardSkeleton() {
  return (
    <Card component="li" sx={cardSx} aria-hidden>
      <Skeleton variant="rounded" width={48} height={48} sx={{ flexShrink: 0 }} />
      <Box sx={{ flexGrow: 1 }}>
        <Skeleton width="60%" />
        <Skeleton width="40%" height={32} />
      </Box>
    </Card>
  );
}
