import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

/** A long screen's Save and Cancel, kept in view at the bottom of the window while it scrolls. */
export function StickyActionBar({ children }: { children: ReactNode }) {
  return (
    <Paper
      elevation={3}
      square
      data-testid="sticky-actions"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        mt: 3,
        mx: { xs: -2, md: -3 },
        px: { xs: 2, md: 3 },
        py: 1.5,
      }}
    >
      <Stack direction="row" spacing={1}>
        {children}
      </Stack>
    </Paper>
  );
}
