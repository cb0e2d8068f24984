import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { pageWindow } from './pageWindow';

interface PaginatorProps {
  page: number;
  lastPage: number;
  hrefForPage: (page: number) => string;
}

function scrollTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

type Arrow = 'first' | 'previous' | 'next' | 'last';

/**
 * At most six page buttons with first / previous / next / last arrows (mirrored in Arabic by MUI),
 * each a link so the page is in the address. MUI's items in our own window of pages (pageWindow)
 * rather than its Pagination's, which would add ellipses and more buttons on a phone.
 */
export function Paginator({ page, lastPage, hrefForPage }: PaginatorProps) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const arrow = (type: Arrow, target: number, label: string) => {
    const disabled = target < 1 || target > lastPage || target === page;
    return (
      <li>{disabled ? <PaginationItem type={type} disabled aria-label={label} /> : <PaginationItem type={type} component={Link} to={hrefForPage(target)} onClick={scrollTop} aria-label={label} />}</li>
    );
  };
  return (
    <nav aria-label={t('engine.pagination')}>
      <Stack component="ul" direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center', listStyle: 'none', p: 0, m: 0 }}>
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
              aria-current={n === page ? 'page' : undefined}
            />
          </li>
        ))}
        {arrow('next', page + 1, t('engine.nextPage'))}
        {arrow('last', lastPage, t('engine.lastPage'))}
      </Stack>
    </nav>
  );
}
