import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { getSession } from '../session/session';
import { StatusPage } from './StatusPage';

function hasHistory(): boolean {
  // The router numbers its history entries; 0 means this is the first page of the tab.
  const state: unknown = window.history.state;
  const index = typeof state === 'object' && state !== null ? (state as Record<string, unknown>).idx : undefined;
  return typeof index === 'number' && index > 0;
}

function ShieldIllustration() {
  const theme = useTheme();
  const main = theme.palette.primary.main;
  const soft = theme.palette.action.hover;
  return (
    <svg width="200" height="170" viewBox="0 0 200 170" role="img" aria-hidden="true" data-testid="forbidden-image">
      <ellipse cx="100" cy="156" rx="70" ry="9" fill={soft} />
      <path d="M100 14 L160 36 V82 C160 118 134 140 100 152 C66 140 40 118 40 82 V36 Z" fill={main} opacity="0.14" />
      <path d="M100 24 L150 42 V82 C150 112 128 131 100 141 C72 131 50 112 50 82 V42 Z" fill="none" stroke={main} strokeWidth="5" strokeLinejoin="round" />
      <rect x="78" y="76" width="44" height="36" rx="6" fill={main} />
      <path d="M86 76 V66 a14 14 0 0 1 28 0 V76" fill="none" stroke={main} strokeWidth="6" strokeLinecap="round" />
      <circle cx="100" cy="92" r="5" fill={theme.palette.primary.contrastText} />
      <rect x="98" y="94" width="4" height="10" rx="2" fill={theme.palette.primary.contrastText} />
    </svg>
  );
}

/** Shown when the API or a route check refuses access. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    if (hasHistory()) void navigate(-1);
    else void navigate(getSession() ? '/home' : '/', { replace: true });
  };
  return (
    <StatusPage
      illustration={<ShieldIllustration />}
      title={t('errors.forbiddenTitle')}
      text={t('errors.forbiddenText')}
      action={
        <Button variant="contained" size="large" onClick={goBack} data-testid="go-back">
          {t('common.goBack')}
        </Button>
      }
    />
  );
}
