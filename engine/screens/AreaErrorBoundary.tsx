import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Link, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The first line of what went wrong: enough for whoever fixes the descriptor, short enough for a screen. */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);
  return (message.split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 300);
}

/** A screen's code that did not arrive (no network while opening a screen not loaded before). */
export function isCodeLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(error.message);
}

/** Code that could not be fetched, said in its place (`text`), with a retry. */
function CodeMissingAlert({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        // A failed import is remembered by the page, so only a fresh load fetches the code again.
        <Button color="inherit" size="small" onClick={() => window.location.reload()} data-testid="retry">
          {t('common.retry')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

/** The screen's code could not be fetched: nothing is wrong with the descriptor, so say what is and offer a retry. */
function ScreenCodeMissing() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', mt: 2 }} data-testid="screen-load-failed">
      <CodeMissingAlert text={t('engine.screenLoadFailed')} />
    </Box>
  );
}

/** One area that cannot be drawn: named, with the error's first line; the rest of the dashboard stays usable. */
export function AreaBroken({ area, error }: { area: string; error: unknown }) {
  const { t } = useTranslation();
  const detail = firstLine(error);
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', mt: 2 }} data-testid="area-broken" data-area={area}>
      <Alert
        severity="error"
        role="alert"
        action={
          <Button component={Link} to="/home" color="inherit" size="small">
            {t('common.back')}
          </Button>
        }
      >
        <AlertTitle component="h1" sx={{ fontSize: '1.1rem' }}>
          {t('engine.areaCannotDraw', { area })}
        </AlertTitle>
        {detail && (
          <Typography component="code" dir="ltr" sx={{ display: 'block', fontFamily: 'monospace', fontSize: 13, my: 1, wordBreak: 'break-word' }} data-testid="area-broken-detail">
            {detail}
          </Typography>
        )}
        <Typography variant="body2">{t('engine.areaCannotDrawHint')}</Typography>
      </Alert>
    </Box>
  );
}

interface BoundaryProps {
  /** What could not be drawn, for the console: "The banks screen". */
  what: string;
  /** Another page (another record, another screen) tries drawing again. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.what} cannot be drawn`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** Draws `fallback` in the place of what failed to draw, until the admin goes to another page. */
export function PageErrorBoundary({ what, fallback, children }: Omit<BoundaryProps, 'resetKey'>) {
  const { pathname } = useLocation();
  return (
    <Boundary what={what} resetKey={pathname} fallback={fallback}>
      {children}
    </Boundary>
  );
}

/**
 * Keeps a descriptor the engine cannot draw inside its own area: the screen says which area
 * is broken and why, while the shell, the menu and every other area keep working.
 */
export function AreaErrorBoundary({ area, children }: { area: string; children: ReactNode }) {
  return (
    <PageErrorBoundary what={`The ${area} screen`} fallback={(error) => (isCodeLoadFailure(error) ? <ScreenCodeMissing /> : <AreaBroken area={area} error={error} />)}>
      {children}
    </PageErrorBoundary>
  );
}
