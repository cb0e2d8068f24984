import { useText } from '../../i18n/useText';
import Rating from '@mui/material/Rating';
import type { CellProps } from './cellProps';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';

export function Stars({ value }: CellProps) {
  const { t } = useText();
  const n = Number(value);
  if (isEmpty(value) || !Number.isFinite(n)) return <NoData />;
  return <Rating value={n} precision={0.5} max={5} readOnly size="small" aria-label={t('engine.stars', { value: n })} />;
}
