import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/errorText';
import { runRules, trimValues, type ValidationRule } from '../validation/runRules';

export interface RuleForm<F extends string> {
  values: Record<F, string>;
  setValue(field: F, value: string): void;
  setValues(values: Partial<Record<F, string>>): void;
  /** The field the last failed check named (shown as an error on that input). */
  invalidField: F | null;
  sending: boolean;
  /**
   * A submit handler: trims the values, runs the rules (toasting the first failure and
   * focusing its field), then runs `send` once at a time, toasting its error if it throws.
   */
  submit(send: (values: Record<F, string>) => Promise<void>): (event?: FormEvent) => void;
}

/** State and ordered validation for the small built-in forms (sign-in, password reset...). */
export function useRuleForm<F extends string>(initial: Record<F, string>, rules: readonly ValidationRule[]): RuleForm<F> {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [values, setAll] = useState(initial);
  const [invalidField, setInvalidField] = useState<F | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const current = useRef(values);
  current.current = values;

  const setValues = useCallback((patch: Partial<Record<F, string>>) => {
    setAll((previous) => ({ ...previous, ...patch }));
    setInvalidField((field) => (field !== null && field in patch ? null : field));
  }, []);

  const setValue = useCallback((field: F, value: string) => setValues({ [field]: value } as Partial<Record<F, string>>), [setValues]);

  const submit = useCallback(
    (send: (values: Record<F, string>) => Promise<void>) => (event?: FormEvent) => {
      event?.preventDefault();
      if (busy.current) return;
      const trimmed = trimValues(current.current);
      const failure = runRules(rules, trimmed);
      if (failure) {
        setInvalidField(failure.field as F);
        enqueueSnackbar(t(failure.message), { variant: 'error' });
        if (typeof document !== 'undefined') document.getElementsByName(failure.field)[0]?.focus();
        return;
      }
      setInvalidField(null);
      busy.current = true;
      setSending(true);
      send(trimmed)
        .catch((error: unknown) => {
          enqueueSnackbar(errorText(error), { variant: 'error' });
        })
        .finally(() => {
          busy.current = false;
          setSending(false);
        });
    },
    [rules, enqueueSnackbar, t],
  );

  return { values, setValue, setValues, invalidField, sending, submit };
}
