import { useCallback, useEffect, useRef } from 'react';
import type { SnackbarKey } from 'notistack';
import { useSnackbar } from '../toasts/toasts';

interface Shown {
  key: SnackbarKey;
  field: string;
}

interface RuleToasts {
  /**
   * Toasts a rule's failure on a field, closing the toast of an earlier one: only the rule that
   * stops the save now is spoken of. It stays until the field passes or the form is left.
   */
  show: (field: string, text: string) => void;
  /** Closes the toasts of fields that pass now; returns those fields. */
  settle: (passes: (field: string) => boolean) => string[];
  /** Closes them all (saved, left). */
  closeAll: () => void;
}

/** The toasts of failed rules, closed once the field they speak of is fixed. */
export function useRuleToasts(): RuleToasts {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const shown = useRef<Shown[]>([]);

  const show = useCallback(
    (field: string, text: string) => {
      // The same text already on screen is kept (its key comes back), not closed and shown again.
      const key = enqueueSnackbar(text, { variant: 'error' });
      for (const old of shown.current) if (old.key !== key) closeSnackbar(old.key);
      shown.current = [{ key, field }];
    },
    [enqueueSnackbar, closeSnackbar],
  );

  const settle = useCallback(
    (passes: (field: string) => boolean) => {
      const fixed = shown.current.filter((entry) => passes(entry.field));
      for (const entry of fixed) closeSnackbar(entry.key);
      if (fixed.length > 0) shown.current = shown.current.filter((entry) => !fixed.includes(entry));
      return fixed.map((entry) => entry.field);
    },
    [closeSnackbar],
  );

  const closeAll = useCallback(() => {
    for (const entry of shown.current) closeSnackbar(entry.key);
    shown.current = [];
  }, [closeSnackbar]);

  useEffect(() => closeAll, [closeAll]);

  return { show, settle, closeAll };
}
