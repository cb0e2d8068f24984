import { useTranslation } from '../i18n/useTranslation';
import { Link as RouterLink } from 'react-router-dom';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { Crumb } from './screenTrail';

const HOME_PATH = '/home';

/**
 * Where the page sits: Home › Banks › Riyad Bank › Edit. Right to left the separators point
 * the way the trail reads (a separate element, the browser does not mirror the character).
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation();
  const separator = useTheme().direction === 'rtl' ? '‹' : '›';
  const crumbs: Crumb[] = [{ label: t('menu.home'), to: HOME_PATH }, ...trail];
  return (
    <MuiBreadcrumbs aria-label={t('engine.breadcrumbs')} separator={separator} sx={{ mb: 0.5, fontSize: 14 }} data-testid="breadcrumbs">
      {crumbs.map((crumb, index) => {
        const last = index === crumbs.length - 1;
        if (!last && crumb.to) {
          return (
            <Link key={index} component={RouterLink} to={crumb.to} state={crumb.state} underline="hover" color="inherit">
              {crumb.label}
            </Link>
          );
        }
        return (
          <Typography key={index} component="span" sx={{ fontSize: 'inherit' }} color={last ? 'text.primary' : 'text.secondary'} aria-current={last ? 'page' : undefined}>
            {crumb.label}
          </Typography>
        );
      })}
    </MuiBreadcrumbs>
  );
}
