import { useText } from '../../i18n/useText';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { isTrue } from '../../answers/answers';

export function Flag({ value }: { value: unknown }) {
  const { t } = useText();
  const on = isTrue(value);
  return on ? <CheckCircleIcon color="success" titleAccess={t('common.active')} fontSize="small" /> : <CancelIcon color="error" titleAccess={t('common.notActive')} fontSize="small" />;
}
