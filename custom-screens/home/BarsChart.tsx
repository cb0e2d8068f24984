import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { percentText, type ChartPart } from './statistics';
import { useTranslation } from '../../engine';

/**
 * One horizontal bar per part, as long as its share of the sum. The bars grow from the
 * inline start, so they start on the right in Arabic without any mirroring.
 */
export function BarsChart({ parts, shares, summary, testId }: { parts: readonly ChartPart[]; shares: readonly number[]; summary: string; testId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Box role="img" aria-label={summary} data-testid={testId} sx={{ display: 'grid', gap: 1.5 }}>
      {parts.map((part, index) => (
        <Box key={part.key} aria-hidden>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
            <Typography variant="body2" component="span" noWrap sx={{ minWidth: 0 }}>
              {part.label}
            </Typography>
            <Typography variant="body2" component="span" sx={{ fontWeight: 700, flexShrink: 0 }}>
              {part.text}
              {part.value !== null && (
                <Typography variant="caption" component="span" color="text.secondary" sx={{ ml: 0.75 }}>
                  ({percentText(shares[index], t, i18n.language)})
                </Typography>
              )}
            </Typography>
          </Box>
          <Box sx={{ height: 12, borderRadius: 6, bgcolor: 'action.selected', overflow: 'hidden' }}>
            <Box sx={{ height: '100%', width: `${shares[index] ?? 0}%`, bgcolor: part.color, borderRadius: 6, transition: 'width .4s ease' }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
