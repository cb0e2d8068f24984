import { useText } from '../../i18n/useText';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { valueDirection } from '../../i18n/textDirection';
import type { CellProps } from './cellProps';
import { DialogCell } from './DialogCell';
import { Directed } from './Directed';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';
import { useSanitizer } from './useSanitizer';

const PREVIEW = 40;

export function RichText({ value, column, context }: CellProps) {
  const { t } = useText();
  const sanitizeHtml = useSanitizer();
  if (isEmpty(value)) return <NoData />;
  if (!sanitizeHtml) return <Skeleton width="60%" />;
  const dir = valueDirection(column.field);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through the sanitizer first
  const html = <Box dir={dir} sx={{ wordBreak: 'break-word' }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(value)) }} />;
  if (context.mode === 'show') return html;
  const plain = new DOMParser().parseFromString(sanitizeHtml(String(value)), 'text/html').body.textContent ?? '';
  return (
    <DialogCell title={t(column.label)} preview={plain ? <Directed dir={dir}>{plain.length > PREVIEW ? `${plain.slice(0, PREVIEW).trimEnd()}…` : plain}</Directed> : t('engine.show')}>
      {html}
    </DialogCell>
  );
}
