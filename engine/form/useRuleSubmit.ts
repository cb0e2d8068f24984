import { useSnackbar } from '../toasts/toasts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { ApiError } from '../api/client';
import { errorText } from '../api/errorText';
import { failureParams, type RuleFailure, runRules, type ValidationRule } from '../validation/runRules';
import { useRuleToasts } from './useRuleToasts';

// The one way a form is sent, for the descriptor forms, the sign-in pages, the profile dialog and
// the bespoke forms alike: the ordered rules run first and the first failure is toasted (the toast
// closes once that field passes), its field is marked and gets the cursor; then the call runs once
// at a time (a second click while it runs does nothing), and a failure is toasted with the server's
// words, its first field in error marked, while everything typed stays.

export interface SubmitHooks<V> {
  /** What the rules read, when it is not the values sent (e.g. with what the record had). */
  checked?: Readonly<Record<string, unknown>>;
  /** Rules of this submit, when they depend on the values (fields not on the form skipped). */
  rules?: readonly ValidationRule[];
  /** The fields' labels in the admin's language, for a message that names its field. */
  labels?: Readonly<Record<string, string>>;
  /** A rule failed: besides the toast and the mark (e.g. the form library's own error marks); `text` is the message shown. */
  onInvalid?: (failure: RuleFailure, text: string) => void;
  /** The form's fields in the order it shows them: of a 422's fields, the first of these is marked. */
  order?: readonly string[];
  /** The call failed: besides the toast and the mark. */
  onError?: (error: unknown) => void;
  /** Sends the values; what it throws is a failure to show. */
  send: (values: V) => Promise<void>;
}

export interface RuleSubmit {
  /** The field the last failure named (a rule's or the server's), for its input to show an error. */
  invalidField: string | null;
  /** Forgets the mark of a field the admin changed. */
  clearInvalid: (field?: string) => void;
  sending: boolean;
  /** Checks and sends the values; resolves once done (at once when a send is already under way). */
  submit: <V extends Readonly<Record<string, unknown>>>(values: V, hooks: SubmitHooks<V>) => Promise<void>;
  /** Closes the toasts of the fields that pass now; returns those fields. */
  settle: (passes: (field: string) => boolean) => string[];
  /** Closes every rule toast (saved, left). */
  closeToasts: () => void;
}

/**
 * The field of a 422 answer to mark: the first of `order` the answer names, or else the first it
 * names (`items.0.name` is the field `items`).
 */
function firstServerField(error: unknown, order: readonly string[] = []): string | null {
  if (!(error instanceof ApiError)) return null;
  const named = Object.entries(error.errors)
    .filter(([, messages]) => messages.length > 0)
    .map(([key]) => key.split('.')[0] ?? key);
  return order.find((field) => named.includes(field)) ?? named[0] ?? null;
}

function focusByName(field: string): void {
  if (typeof document !== 'undefined') document.getElementsByName(field)[0]?.focus();
}

/**
 * `rules`: the form's ordered rules. `focus`: puts the cursor in a field (by default the input
 * named after it).
 */
export function useRuleSubmit(rules: readonly ValidationRule[], focus: (field: string) => void = focusByName): RuleSubmit {
  const { t } = useTranslation();
  const toasts = useRuleToasts();
  const { enqueueSnackbar } = useSnackbar();
  const [invalidField, setInvalidField] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A ref as well as the state: a double click arrives before the re-render disables the button.
  const busy = useRef(false);

  const clearInvalid = useCallback((field?: string) => {
    setInvalidField((current) => (field === undefined || current === field ? null : current));
  }, []);

  const submit = useCallback(
    async <V extends Readonly<Record<string, unknown>>>(values: V, hooks: SubmitHooks<V>): Promise<void> => {
      if (busy.current) return;
      const ruleList = hooks.rules ?? rules;
      const failure = runRules(ruleList, hooks.checked ?? values);
      if (failure) {
        const text = t(failure.message, failureParams(ruleList, failure, hooks.labels));
        setInvalidField(failure.field);
        toasts.show(failure.field, text);
        hooks.onInvalid?.(failure, text);
        focus(failure.field);
        return;
      }
      setInvalidField(null);
      busy.current = true;
      setSending(true);
      try {
        await hooks.send(values);
        toasts.closeAll();
      } catch (error) {
        // The server's words; the first field it names is marked. What was typed stays.
        enqueueSnackbar(errorText(error), { variant: 'error' });
        setInvalidField(firstServerField(error, hooks.order));
        hooks.onError?.(error);
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [rules, focus, toasts, t, enqueueSnackbar],
  );

  return { invalidField, clearInvalid, sending, submit, settle: toasts.settle, closeToasts: toasts.closeAll };
}
