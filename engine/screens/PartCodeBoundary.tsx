import { Component, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Box from '@mui/material/Box';
import { CodeMissingAlert, isCodeLoadFailure } from './AreaErrorBoundary';

/** The part's code did not arrive: say so in its place and offer a retry. */
function PartCodeMissing() {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 2 }} data-testid="part-load-failed">
      <CodeMissingAlert text={t('engine.partLoadFailed')} />
    </Box>
  );
}

/**
 * Around a part of a screen whose code is fetched when first wanted (a list's filter panel):
 * when that code cannot be fetched, the part says so and the rest of the screen stays as it is.
 * Any other error goes on to the area's boundary.
 */
export class PartCodeBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isCodeLoadFailure(error)) throw error;
    return <PartCodeMissing />;
  }
}
