import Box from '@mui/material/Box';

/** Read out by screen readers when its text changes, without taking the focus; not drawn. */
export function LiveRegion({ text, testId }: { text: string; testId?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid={testId}
      sx={{ position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 }}
    >
      {text}
    </Box>
  );
}
