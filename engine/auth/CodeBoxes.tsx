import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useTranslation } from '../i18n/useTranslation';
import { backspaceCode, enterCode, pasteCode, type CodeUpdate } from './codeBoxesModel';

interface CodeBoxesProps {
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Marks the empty boxes as in error. */
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * One box per code digit. Digits are read left to right in both languages, so the boxes keep
 * a left-to-right order inside the Arabic page.
 */
export function CodeBoxes({ values, onChange, error = false, disabled = false, autoFocus = false }: CodeBoxesProps) {
  const { t } = useTranslation();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const apply = (update: CodeUpdate) => {
    onChange(update.values);
    inputs.current[update.focus]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspaceCode(values, index));
    } else if (/^[0-9]$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // A digit always replaces the box's digit and moves on, even when it is the same digit
      // (which would change nothing, so no change event would follow).
      event.preventDefault();
      apply(enterCode(values, index, event.key));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      inputs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < values.length - 1) {
      event.preventDefault();
      inputs.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(pasteCode(values, index, event.clipboardData.getData('text')));
  };

  return (
    <Box dir="ltr" sx={{ display: 'flex', justifyContent: 'center', gap: 1.5 }} role="group" aria-label={t('auth.verificationTitle')}>
      {values.map((value, index) => (
        <OutlinedInput
          key={index}
          value={value}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          error={error && value === ''}
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current[index] = element;
          }}
          onChange={(event) => apply(enterCode(values, index, event.target.value))}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.target.select()}
          inputProps={{
            name: `code${index}`,
            inputMode: 'numeric',
            pattern: '[0-9]*',
            autoComplete: index === 0 ? 'one-time-code' : 'off',
            'aria-label': t('auth.codeDigit', { n: index + 1 }),
            'data-testid': `code-box-${index}`,
          }}
          sx={{
            width: 56,
            height: 64,
            '& input': { textAlign: 'center', fontSize: 26, fontWeight: 700, p: 0, height: '100%' },
          }}
        />
      ))}
    </Box>
  );
}
