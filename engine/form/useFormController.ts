import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useSnackbar } from '../toasts/toasts';
import { afterNextPaint } from '../page/afterNextPaint';
import type { IChangeEvent } from '@rjsf/core';
import { getDefaultFormState, type ErrorSchema, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import type { Area } from '../descriptor/descriptor.types';
import { formReturnPath } from '../descriptor/areaModel';
import { runsOn } from '../descriptor/requiredRules.mjs';
import { ApiError } from '../api/client';
import { areaData } from '../data/areaData';
import { isAffectedBy } from '../data/keys';
import { RESTORE_SCROLL, useListReturnPath } from '../screens/listReturn';
import type { EngineFormContext } from '../registries/widgets';
import { createFormValuesStore } from '../registries/widgets/formValuesStore';
import { useFormDraft } from './useFormDraft';
import type { FormValidator } from './formValidator';
import { runRules, trimValues, type ValidationRule } from '../validation/runRules';
import { useRuleSubmit } from './useRuleSubmit';
import { sameValues } from './conflicts';
import { focusField, firstInForm, focusFirstField } from './focusField';
import { useSaveWithConflicts } from './useSaveWithConflicts';
import { useUnsavedGuard } from './useUnsavedGuard';
import type { RestoreRequest } from '../history/historyModel';
import {
  clearDependents,
  clearInactive,
  clearRowDependents,
  rowDependentFields,
  dependentFields,
  formSchemaFor,
  formToBody,
  inactiveFields,
  translateSchema,
  uiSchemaFor,
  valuesToForm,
  type FormMode,
  type FormValues,
} from './formModel';

/** A choice list (oneOf of consts) starts empty, so "required" can speak, not with its first option. */
export const DEFAULT_FORM_STATE = { constAsDefaults: 'skipOneOf' } as const;

/** The marks of the form without those of these fields. */
function withoutFields(errors: ErrorSchema | undefined, fields: readonly string[]): ErrorSchema | undefined {
  if (!errors) return errors;
  const out = { ...(errors as Record<string, unknown>) };
  for (const field of fields) delete out[field];
  return Object.keys(out).length > 0 ? (out as ErrorSchema) : undefined;
}

function toErrorSchema(errors: Record<string, string[]>): ErrorSchema {
  const out: Record<string, { __errors: string[] }> = {};
  for (const [field, messages] of Object.entries(errors)) out[field.split('.')[0] ?? field] = { __errors: messages };
  return out as ErrorSchema;
}

const SUCCESS: Record<FormMode, string> = { create: 'messages.addedSuccessfully', edit: 'messages.editedSuccessfully', single: 'messages.savedSuccessfully' };

/** The form's rules depend on its values: each submit names them. */
const NO_RULES: readonly ValidationRule[] = [];

export interface FormControllerOptions {
  area: Area;
  mode: FormMode;
  id: string | undefined;
  /** What the form opened with. */
  initial: FormValues;
  validator: FormValidator;
  /** Earlier values from the record's history to put into the form. */
  restore?: RestoreRequest | null;
  /** A line under a field (who changed it last), by field. */
  help?: Readonly<Record<string, string>> | undefined;
}

/**
 * What a descriptor form holds and does: its values (dependent fields cleared, drafts kept, the
 * unsaved-changes guard), its rules and their toasts, the save with its conflict check, the
 * server's field errors and where the cursor goes. The form screen draws it.
 */
export function useFormController({ area, mode, id, initial, validator, restore, help }: FormControllerOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { mutate } = useSWRConfig();
  const provider = useMemo(() => areaData(area), [area]);
  // Opened from a list: back to the same page, filters, order and scroll.
  const returnPath = useListReturnPath(formReturnPath(area));
  const schema = useMemo(() => formSchemaFor(area, mode), [area, mode]);
  const translated = useMemo(() => translateSchema(schema, (key) => t(key)) as RJSFSchema, [schema, t]);
  const titles = useMemo(() => Object.fromEntries(Object.entries(schema.properties).map(([name, p]) => [name, p.title ? t(p.title) : name])), [schema, t]);
  const dependents = useMemo(() => dependentFields(area.form?.uiSchema), [area]);
  const rowDependents = useMemo(() => rowDependentFields(area.form?.uiSchema), [area]);
  // What the form opened with, with the schema's defaults the form library fills in (a switch left out reads false).
  const [opened] = useState<FormValues>(() => getDefaultFormState(validator, translated, initial, translated, false, DEFAULT_FORM_STATE) as FormValues);
  const [formData, setFormData] = useState<FormValues>(opened);
  // What the form holds when nothing is left to save: what it opened with, or what was last saved.
  const [baseline, setBaseline] = useState<FormValues>(opened);
  // Until the admin first types, clicks, pastes or fills in anything, a change is the widgets settling
  // (an editor's own HTML, a default filled in): the baseline follows it, and nothing is unsaved, even
  // in the drawing before the baseline has caught up (a Back pressed then would otherwise ask to stay).
  const touched = useRef(false);
  const touch = useCallback(() => {
    touched.current = true;
  }, []);
  useEffect(() => {
    if (!touched.current) setBaseline(formData);
  }, [formData]);
  const dirty = useMemo(() => touched.current && !sameValues(formData, baseline), [formData, baseline]);
  const guard = useUnsavedGuard(dirty);
  const formRef = useRef<HTMLDivElement>(null);
  const focusInForm = useCallback((field: string) => {
    if (formRef.current) focusField(field, formRef.current);
  }, []);
  const submitter = useRuleSubmit(NO_RULES, focusInForm);
  const saving = submitter.sending;
  const conflicts = useSaveWithConflicts({ area, mode, id, schema, initial, titles });
  // The field to put the cursor in once the form is enabled again (a server error found after saving).
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);
  // Starts from what the form opened with, so that opening it does not draw those widgets twice.
  const [valuesStore] = useState(() => createFormValuesStore(opened));
  // Widgets that read other fields learn of every change at once (see formValuesStore).
  useEffect(() => valuesStore.set(formData), [valuesStore, formData]);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>(undefined);
  // Nothing typed is lost: the form is kept as a draft until it is saved or discarded.
  const draft = useFormDraft({ area: area.area, mode, recordId: id, initial, values: formData, onRestore: setFormData });

  const onChange = useCallback(
    (event: IChangeEvent<FormValues>) => {
      setFormData((previous) => {
        const next = clearDependents(previous, { ...(event.formData ?? {}) }, dependents);
        return clearInactive(area, mode, clearRowDependents(previous, next, rowDependents));
      });
    },
    [area, mode, dependents, rowDependents],
  );
  const uiSchema = useMemo(() => {
    const ui = uiSchemaFor(area, mode, formData);
    if (!help) return ui as UiSchema;
    const out: Record<string, unknown> = { ...ui };
    for (const [field, line] of Object.entries(help)) {
      const own = (out[field] ?? {}) as Record<string, unknown>;
      if (field in schema.properties && own['ui:help'] === undefined) out[field] = { ...own, 'ui:help': line };
    }
    return out as UiSchema;
  }, [area, mode, formData, help, schema]);

  // Earlier values put back from the history: they are the admin's edit, saved as any other; the
  // conflict check takes the record to have held what that entry set, so a field changed again
  // since is shown beside the value being put back instead of being overwritten unseen.
  const [restoring, setRestoring] = useState(false);
  const restored = useRef<number | null>(null);
  useEffect(() => {
    if (!restore || restored.current === restore.nonce) return;
    restored.current = restore.nonce;
    touched.current = true;
    const values = valuesToForm(restore.values, schema);
    conflicts.expect(valuesToForm(restore.since, schema));
    setFormData((previous) => ({ ...previous, ...values }));
    setRestoring(true);
    // Put back from the History under the form: the cursor goes to the first value put back.
    const first = Object.keys(values)[0];
    if (first) setFocusRequest({ field: first });
  }, [restore, schema, conflicts.expect]);

  // Rules of fields that are not on the form (another mode, a condition, read-only), and those of
  // the other mode, do not run.
  const activeRules = useCallback(
    (values: FormValues): readonly ValidationRule[] => {
      const skip = inactiveFields(area, mode, values);
      return (area.form ? area.form.rules : []).filter((rule) => rule.field in schema.properties && !skip.has(rule.field) && runsOn(rule, mode));
    },
    [area, mode, schema],
  );

  // A rule's toast closes, and its mark goes, once the field it speaks of passes.
  useEffect(() => {
    const values = trimValues(formData);
    const rules = activeRules(values);
    const fixed = submitter.settle(
      (field) =>
        runRules(
          rules.filter((rule) => rule.field === field),
          values,
        ) === null,
    );
    if (fixed.length > 0) setExtraErrors((previous) => withoutFields(previous, fixed));
  }, [formData, activeRules, submitter.settle]);

  // A new record starts with the cursor in its first field, put there once the form is painted:
  // focusing asks the browser to lay out the page at once, which made the form appear later. A
  // field the admin has reached meanwhile keeps the cursor.
  useEffect(() => {
    if (mode !== 'create') return undefined;
    return afterNextPaint(() => {
      const form = formRef.current;
      if (form && !form.contains(document.activeElement)) focusFirstField(form);
    });
  }, [mode]);

  useEffect(() => {
    if (!focusRequest || saving || !formRef.current) return;
    focusField(focusRequest.field, formRef.current);
    setFocusRequest(null);
  }, [focusRequest, saving]);

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    if (!(mode === 'create' ? area.api.create : area.api.update)) return;
    const trimmed = trimValues(formData);
    void submitter.submit(trimmed, {
      rules: activeRules(trimmed),
      labels: titles,
      onInvalid: (failure, text) => setExtraErrors(toErrorSchema({ [failure.field]: [text] })),
      onError: (error) => {
        if (!(error instanceof ApiError) || Object.keys(error.errors).length === 0) return;
        setExtraErrors(toErrorSchema(error.errors));
        // The first field in error as the form shows them, once the form takes input again.
        const fields = Object.keys(error.errors).map((key) => key.split('.')[0] ?? key);
        const first = formRef.current ? firstInForm(fields, formRef.current) : fields[0];
        if (first) setFocusRequest({ field: first });
      },
      send: async (typed) => {
        setExtraErrors(undefined);
        // Someone else may have saved this record since it was opened: their changes are not overwritten unseen.
        const skipped = inactiveFields(area, mode, typed);
        const values = await conflicts.check(
          typed,
          Object.keys(schema.properties).filter((field) => !skipped.has(field)),
        );
        if (!values) return;
        if (values !== typed) setFormData(values);
        const body = formToBody(values, schema, inactiveFields(area, mode, values), area.form?.sendAs, area.form?.sendAsList);
        await (mode === 'create' ? provider.create(values, body) : provider.update(id, values, body));
        draft.saved(values);
        conflicts.saved(values);
        setBaseline(values);
        guard.release();
        enqueueSnackbar(t(SUCCESS[mode]), { variant: 'success' });
        await mutate((key) => isAffectedBy(area, id, key), undefined, { revalidate: true });
        // A single page stays where it is; a record's form returns to its list.
        if (mode !== 'single') navigate(returnPath, { state: RESTORE_SCROLL });
      },
    });
  };

  const formContext = useMemo<EngineFormContext>(() => ({ values: valuesStore, titles }), [valuesStore, titles]);

  return { returnPath, translated, formData, guard, conflicts, draft, formRef, touch, saving, extraErrors, onChange, uiSchema, save, formContext, restoring };
}
