import { useTranslation } from '../i18n/useTranslation';
import { numberInputProps, typedNumber } from '../i18n/typedNumber';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import { freeTextInput } from '../i18n/textDirection';
import type { CustomAction } from '../descriptor/descriptor.types';

type PromptField = CustomAction['prompt'][number];
type PromptValues = Record<string, string>;

/** Whether every required field of a prompt holds something other than spaces. */
export function promptReady(fields: readonly PromptField[], values: PromptValues): boolean {
  return fields.every((f) => !f.required || (values[f.name] ?? '').trim() !== '');
}

/** The first field whose value a prompt refuses: numbers keep to their smallest value (an amount is never negative). */
export function refusedPromptField(fields: readonly PromptField[], values: PromptValues): PromptField | undefined {
  return fields.find((f) => {
    const raw = (values[f.name] ?? '').trim();
    if (raw === '' || f.type !== 'number') return false;
    const n = Number(raw);
    return !Number.isFinite(n) || (f.min !== undefined && n < f.min);
  });
}

/** What a prompt sends: each value without the spaces around it. */
export function promptAnswers(values: PromptValues): PromptValues {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
}

/** A prompt's fields (a custom action's small form, asked for one row or once for many). */
export function PromptFields({
  fields,
  values,
  onChange,
  disabled = false,
  sx,
}: {
  fields: readonly PromptField[];
  values: PromptValues;
  onChange: (update: (current: PromptValues) => PromptValues) => void;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  const { direction } = useTheme();
  return (
    <Stack spacing={2} sx={sx}>
      {fields.map((field, index) => (
        <TextField
          key={field.name}
          name={field.name}
          label={t(field.label)}
          required={field.required}
          type={field.type === 'number' ? 'text' : field.type}
          slotProps={{ htmlInput: field.type === 'number' ? numberInputProps(false) : freeTextInput(direction) }}
          multiline={field.multiline}
          minRows={field.multiline ? 3 : undefined}
          value={values[field.name] ?? ''}
          onChange={(e) => {
            const value = field.type === 'number' ? typedNumber(e.target.value) : e.target.value;
            onChange((current) => ({ ...current, [field.name]: value }));
          }}
          autoFocus={index === 0}
          disabled={disabled}
          fullWidth
        />
      ))}
    </Stack>
  );
}
