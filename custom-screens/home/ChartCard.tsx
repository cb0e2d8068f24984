import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { percentText, type ChartPart } from './statistics';
import { useTranslation } from '../../engine';

interface ChartCardProps {
  title: string;
  testId: string;
  children: ReactNode;
  /** A legend under the chart (plain text, read by everyone); charts that label their own parts have none. */
  legend?: { parts: readonly ChartPart[]; shares: readonly number[] };
}

/** A titled card holding a chart. */
export function ChartCard({ title, testId, children, legend }: ChartCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Card component="section" data-testid={testId} aria-label={title} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
        {legend && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1 }}>
            {legend.parts.map((part, index) => (
              <Box component="li" key={part.key} data-testid={`${testId}-${part.key}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: part.color, flexShrink: 0 }} />
                <Typography variant="body2" component="span" color="text.secondary" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {part.label}
                </Typography>
                <Typography variant="body2" component="span" sx={{ fontWeight: 700, flexShrink: 0 }}>
                  {part.text}
                  {part.value !== null && (
                    <Typography variant="caption" component="span" color="text.secondary" sx={{ ml: 0.75 }}>
                      ({percentText(legend.shares[index], t, i18n.language)})
                    </Typography>
                  )}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

export function ChartCardSkeleton() {
  return (
    <Card aria-hidden sx={{ minWidth: 0 }}>
      <CardContent>
        <Skeleton width="40%" height={32} />
        <Skeleton variant="rounded" height={140} sx={{ mt: 1 }} />
        <Skeleton width="70%" sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
