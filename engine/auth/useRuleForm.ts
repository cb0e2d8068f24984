import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useRuleSubmit } from '../form/useRuleSubmit';
import { trimValues, type ValidationRule } from '../validation/runRules';

interface RuleForm<F extends string> {
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

/** State for the small built-in forms (sign-in, password reset...), sent the way every form is. */
export function useRuleForm<F extends string>(initial: Record<F, string>, rules: readonly ValidationRule[]): RuleForm<F> {
  const [values, setAll] = useState(initial);
  const current = useRef(values);
  current.current = values;
  const { submit: send, clearInvalid, invalidField, sending } = useRuleSubmit(rules);

  const setValues = useCallback(
    (patch: Partial<Record<F, string>>) => {
      setAll((previous) => ({ ...previous, ...patch }));
      for (const field of Object.keys(patch)) clearInvalid(field);
    },
    [clearInvalid],
  );

  const setValue = useCallback((field: F, value: string) => setValues({ [field]: value } as Partial<Record<F, string>>), [setValues]);

  const submit = useCallback(
    (run: (values: Record<F, string>) => Promise<void>) => (event?: FormEvent) => {
      event?.preventDefault();
      void send(trimValues(current.current), { send: run });
    },
    [send],
  );

  return { values, setValue, setValues, invalidField: invalidField as F | null, sending, submit };
}
