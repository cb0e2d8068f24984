import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import { pageWindow } from './pageWindow';

interface PaginatorProps {
  page: number;
  lastPage: number;
  hrefForPage: (page: number) => string;
}

function scrollTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** At most six page buttons with first / previous / next / last arrows (mirrored in Arabic by the theme). */
export function Paginator({ page, lastPage, hrefForPage }: PaginatorProps) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const arrow = (type: 'first' | 'previous' | 'next' | 'last', target: number, label: string) => {
    const disabled = target < 1 || target > lastPage || target === page;
    return (
      <li>
        <PaginationItem type={type} disabled={disabled} aria-label={label} {...(disabled ? {} : { component: Link, to: hrefForPage(target), onClick: scrollTop })} />
      </li>
    );
  };
  return (
    <nav aria-label={t('engine.pagination')}>
      <Stack component="ul" direction="row" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, justifyContent: 'center', flexWrap: 'wrap' }}>
        {arrow('first', 1, t('engine.firstPage'))}
        {arrow('previous', page - 1, t('engine.previousPage'))}
        {pageWindow(page, lastPage).map((n) => (
          <li key={n}>
            <PaginationItem
              page={n}
              selected={n === page}
              component={Link}
              to={hrefForPage(n)}
              onClick={scrollTop}
              aria-label={t('engine.page', { page: n })}
              {...(n === page ? { 'aria-current': 'page' } : {})}
            />
          </li>
        ))}
        {arrow('next', page + 1, t('engine.nextPage'))}
        {arrow('last', lastPage, t('engine.lastPage'))}
      </Stack>
    </nav>
  );
}
