import { useText } from '../../i18n/useText';
import { formatMoney } from '../../i18n/formatAmount';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';

export function Money({ value }: { value: unknown }) {
  const { t, i18n } = useText();
  if (isEmpty(value)) return <NoData />;
  const n = Number(value);
  return <>{Number.isFinite(n) ? formatMoney(n, i18n.language, t('common.currency')) : `${String(value)} ${t('common.currency')}`}</>;
}
