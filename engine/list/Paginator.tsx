import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { smallIcon } from '../app/plainIcon';
import { pageWindow } from './pageWindow';
import { PaginatorClasses, usePaginatorClasses } from './paginatorLook';

interface PaginatorProps {
  page: number;
  lastPage: number;
  hrefForPage: (page: number) => string;
}

function scrollTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

type Arrow = 'first' | 'previous' | 'next' | 'last';

/** Each arrow's icon, mirrored in a right-to-left page as MUI's pagination mirrors them. */
const ARROWS = {
  ltr: { first: FirstPage, previous: NavigateBefore, next: NavigateNext, last: LastPage },
  rtl: { first: LastPage, previous: NavigateNext, next: NavigateBefore, last: FirstPage },
} as const;

function Pages({ page, lastPage, hrefForPage }: PaginatorProps) {
  const { t } = useTranslation();
  const classes = usePaginatorClasses();
  const icons = ARROWS[useTheme().direction];
  const arrow = (type: Arrow, target: number, label: string) => {
    const icon = smallIcon(icons[type], classes.icon);
    const disabled = target < 1 || target > lastPage || target === page;
    return (
      <li>
        {disabled ? (
          <button type="button" className={classes.item} disabled aria-label={label}>
            {icon}
          </button>
        ) : (
          <Link className={classes.item} to={hrefForPage(target)} onClick={scrollTop} aria-label={label}>
            {icon}
          </Link>
        )}
      </li>
    );
  };
  return (
    <nav aria-label={t('engine.pagination')}>
      <ul className={classes.list}>
        {arrow('first', 1, t('engine.firstPage'))}
        {arrow('previous', page - 1, t('engine.previousPage'))}
        {pageWindow(page, lastPage).map((n) => (
          <li key={n}>
            <Link className={classes.item} to={hrefForPage(n)} onClick={scrollTop} aria-label={t('engine.page', { page: n })} aria-current={n === page ? 'page' : undefined}>
              {n}
            </Link>
          </li>
        ))}
        {arrow('next', page + 1, t('engine.nextPage'))}
        {arrow('last', lastPage, t('engine.lastPage'))}
      </ul>
    </nav>
  );
}

/**
 * At most six page buttons with first / previous / next / last arrows (mirrored in Arabic), drawn
 * as MUI's pagination with plain elements sharing the paginator's classes (paginatorLook).
 */
export function Paginator(props: PaginatorProps) {
  if (props.lastPage <= 1) return null;
  return (
    <PaginatorClasses>
      <Pages {...props} />
    </PaginatorClasses>
  );
}
