import { useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useSnackbar } from '../../toasts/toasts';
import type { ReadImage } from './imageFile';

/**
 * Reads a chosen file with `read` (which checks its type and size); a refused file is named in
 * a toast and the input is cleared, an accepted one is handed to `onChange` as a data URL.
 */
export function useFilePick(read: (file: File) => Promise<ReadImage>, messages: { type: string; size: string }, onChange: (dataUrl: string) => void) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const result = await read(file);
    if (!result.ok) {
      enqueueSnackbar(t(result.problem === 'type' ? messages.type : messages.size), { variant: 'error' });
      if (input.current) input.current.value = '';
      return;
    }
    onChange(result.dataUrl);
  };
  return { input, pick };
}
