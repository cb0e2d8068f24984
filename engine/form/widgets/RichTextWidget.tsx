import { lazy, Suspense } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

const QuillEditor = lazy(() => import('./QuillEditor'));

/** Formatted text; `"ui:options": { "dir": "rtl" }` for an Arabic text. The editor loads on first use. */
export function RichTextWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, rawErrors, onChange, options } = props;
  const dir = options.dir === 'rtl' ? 'rtl' : 'ltr';
  const hasError = (rawErrors ?? []).length > 0;
  return (
    <div>
      <Typography variant="body2" color={hasError ? 'error' : 'text.secondary'} sx={{ mb: 1 }} component="label" htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Suspense fallback={<Skeleton variant="rectangular" height={220} />}>
        <QuillEditor id={id} value={typeof value === 'string' ? value : ''} dir={dir} disabled={Boolean(disabled || readonly)} invalid={hasError} label={label} onChange={(html) => onChange(html === '' ? undefined : html)} />
      </Suspense>
      {hasError && <FormHelperText error>{rawErrors?.[0]}</FormHelperText>}
    </div>
  );
}
