import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Breadcrumbs } from './Breadcrumbs';
import { useDocumentTitle } from './documentTitle';
import type { Crumb } from './screenTrail';

/**
 * A screen's heading (also the browser tab's title), its buttons, and where given the
 * breadcrumb trail below Home above it.
 */
export function ScreenHeader({ title, breadcrumbs, children }: { title: string; breadcrumbs?: readonly Crumb[] | undefined; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box sx={{ mb: 2 }}>
      {breadcrumbs && <Breadcrumbs trail={breadcrumbs} />}
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          rowGap: 1,
        }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {/* On a phone the buttons wrap under each other rather than widen the page. */}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {children}
        </Stack>
      </Stack>
    </Box>
  );
}
