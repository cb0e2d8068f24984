import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/**
 * The form's Save and Cancel, kept in view at the bottom of the window on a long form: it
 * sticks there with the page's paper behind it and a line above it.
 */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      data-testid="form-actions"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mt: 3,
        // Spans the paper's padding so nothing of the form shows beside it.
        mx: { xs: -2, md: -3 },
        mb: { xs: -2, md: -3 },
        px: { xs: 2, md: 3 },
        py: 1.5,
        bgcolor: 'background.paper',
        // The outlined paper's own background image (dark theme elevation) is matched.
        backgroundImage: 'inherit',
        borderTop: 1,
        borderColor: 'divider',
        borderBottomLeftRadius: 'inherit',
        borderBottomRightRadius: 'inherit',
      }}
    >
      {children}
    </Stack>
  );
}
