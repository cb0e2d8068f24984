import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A full-page message with an illustration (forbidden, not found). */
export function StatusPage({ illustration, title, text, action }: { illustration: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480 }}>
        {illustration}
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
        <Box sx={{ pt: 1 }}>{action}</Box>
      </Stack>
    </Box>
  );
}
