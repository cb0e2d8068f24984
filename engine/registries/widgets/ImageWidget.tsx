import { useTranslation } from '../../i18n/useTranslation';
import type { WidgetProps } from '@rjsf/utils';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WidgetLabel } from './WidgetLabel';
import { FILE_ACCEPT, FILE_MESSAGES, readImageFile } from './imageFile';
import { useFilePick } from './useFilePick';

/**
 * An image chosen from the disk, previewed at once. The value is a data URL while it is new
 * (sent as a file) or the server's URL while it is the existing image (not sent again).
 */
export function ImageWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, label, required, disabled, readonly, rawErrors, onChange } = props;
  const src = typeof value === 'string' && value !== '' ? value.replace(/;name=[^;,]*/, '') : null;
  const hasError = (rawErrors ?? []).length > 0;
  const { input, pick } = useFilePick(readImageFile, FILE_MESSAGES.image, (dataUrl) => onChange(dataUrl));

  return (
    <Box>
      <WidgetLabel label={label} required={required} error={hasError} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 96,
            height: 96,
            borderRadius: 2,
            border: 1,
            borderColor: hasError ? 'error.main' : 'divider',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            bgcolor: 'action.hover',
          }}
        >
          {src ? (
            <Box component="img" src={src} alt={label} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {t('engine.noImage')}
            </Typography>
          )}
        </Box>
        <Button variant="outlined" component="label" disabled={disabled || readonly}>
          {src ? t('engine.changeImage') : t('engine.chooseImage')}
          <input id={id} ref={input} hidden type="file" accept={FILE_ACCEPT.image} onChange={(e) => void pick(e.target.files?.[0])} />
        </Button>
      </Stack>
      {hasError && <FormHelperText error>{rawErrors?.[0]}</FormHelperText>}
    </Box>
  );
}
