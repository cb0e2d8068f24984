import { lazy, Suspense } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import FormHelperText from '@mui/material/FormHelperText';
import { fieldDirection } from '../../i18n/textDirection';
import { EditorPlaceholder } from './EditorPlaceholder';
import { WidgetLabel } from './WidgetLabel';

const QuillEditor = lazy(() => import('./QuillEditor'));

/**
 * Formatted text, written in its own direction: `*_en` left to right and `*_ar` right to left
 * by their names, or as `"ui:dir"` says. The editor loads on first use.
 */
export function RichTextWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, rawErrors, onChange, options } = props;
  const dir = fieldDirection({ name: props.name || id, dir: options.dir }) ?? 'auto';
  const hasError = (rawErrors ?? []).length > 0;
  return (
    <div>
      <WidgetLabel label={label} required={required} error={hasError} htmlFor={id} />
      <Suspense fallback={<EditorPlaceholder />}>
        <QuillEditor
          id={id}
          value={typeof value === 'string' ? value : ''}
          dir={dir}
          disabled={Boolean(disabled || readonly)}
          invalid={hasError}
          label={label}
          onChange={(html) => onChange(html === '' ? undefined : html)}
        />
      </Suspense>
      {hasError && <FormHelperText error>{rawErrors?.[0]}</FormHelperText>}
    </div>
  );
}
