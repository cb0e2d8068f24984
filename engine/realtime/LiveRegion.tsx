import Box from '@mui/material/Box';
import { visuallyHidden } from '../screens/visuallyHidden';

/** Read out by screen readers when its text changes, without taking the focus; not drawn. */
export function LiveRegion({ text, testId }: { text: string; testId?: string }) {
  return (
    <Box role="status" aria-live="polite" data-testid={testId} sx={visuallyHidden}>
      {text}
    </Box>
  );
}
