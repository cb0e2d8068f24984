import { useTranslation } from '../../i18n/useTranslation';
import type { WidgetProps } from '@rjsf/utils';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WidgetLabel } from './WidgetLabel';
import { FILE_ACCEPT, FILE_MESSAGES, readPdfFile } from './imageFile';
import { useFilePick } from './useFilePick';

/** A PDF (a CV): the chosen file's name is shown before it is sent; the current one can be opened. */
export function PdfWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, label, required, disabled, readonly, rawErrors, onChange } = props;
  const text = typeof value === 'string' ? value : '';
  const chosen = /;name=([^;,]*)/.exec(text)?.[1];
  const hasError = (rawErrors ?? []).length > 0;
  const { input, pick } = useFilePick(readPdfFile, FILE_MESSAGES.pdf, (dataUrl) => onChange(dataUrl));

  return (
    <Box>
      <WidgetLabel label={label} required={required} error={hasError} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label" disabled={disabled || readonly}>
          {t('engine.choosePdf')}
          <input id={id} ref={input} hidden type="file" accept={FILE_ACCEPT.pdf} onChange={(e) => void pick(e.target.files?.[0])} />
        </Button>
        {chosen ? (
          <Typography variant="body2">{decodeURIComponent(chosen)}</Typography>
        ) : text !== '' && !text.startsWith('data:') ? (
          <Link href={text} target="_blank" rel="noopener noreferrer">
            {t('engine.openFile')}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('engine.noFile')}
          </Typography>
        )}
      </Stack>
      {hasError && <FormHelperText error>{rawErrors?.[0]}</FormHelperText>}
    </Box>
  );
}
