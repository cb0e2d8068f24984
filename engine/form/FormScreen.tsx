import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useSnackbar } from 'notistack';
import Form from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import { englishStringTranslator, getDefaultFormState, TranslatableString, type ErrorSchema, type RJSFSchema, type TitleFieldProps, type UiSchema } from '@rjsf/utils';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import type { Area } from '../descriptor/descriptor.types';
import { formReturnPath } from '../descriptor/areaModel';
import { ApiError } from '../api/client';
import { areaData } from '../data/areaData';
import { isAffectedBy } from '../data/keys';
import { useRecord } from '../data/useRecord';
import { RESTORE_SCROLL, useListReturnPath } from '../list/listReturn';
import { formWidgets, type EngineFormContext } from '../registries/widgets';
import { DirectedInputTemplate } from './widgets/DirectedInputTemplate';
import { createFormValuesStore } from './formValuesStore';
import { DraftBar } from './DraftBar';
import { useFormDraft } from './useFormDraft';
import { useFormValidator } from './useFormValidator';
import type { FormValidator } from './formValidator';
import { LoadError } from '../screens/LoadError';
import { RecordPending } from '../screens/RecordPending';
import { RecordScreenHeader } from '../screens/RecordScreenHeader';
import { useLiveRecord } from '../realtime/useLiveRecord';
import { runRules, trimValues, type ValidationRule } from '../validation/runRules';
import { useRuleSubmit } from './useRuleSubmit';
import { sameValues } from './conflicts';
import { focusField, firstInForm, focusFirstField } from './focusField';
import { useSaveWithConflicts } from './useSaveWithConflicts';
import { useUnsavedGuard } from './useUnsavedGuard';
import { FormActions } from './FormActions';
import {
  clearDependents,
  clearInactive,
  clearRowDependents,
  rowDependentFields,
  dependentFields,
  formSchemaFor,
  formToBody,
  inactiveFields,
  initialValues,
  recordToForm,
  translateSchema,
  uiSchemaFor,
  type FormMode,
  type FormValues,
} from './formModel';

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

/** The form library's own words (row buttons) in the admin's language. */
const LIBRARY_TEXTS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.AddItemButton]: 'engine.addRow',
  [TranslatableString.AddButton]: 'engine.addRow',
  [TranslatableString.RemoveButton]: 'engine.removeRow',
  [TranslatableString.MoveUpButton]: 'engine.moveUp',
  [TranslatableString.MoveDownButton]: 'engine.moveDown',
  [TranslatableString.CopyButton]: 'engine.copyRow',
};

/** A section title inside a form ranks just under the page's heading (h2), not at h5. */
function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  return (
    <div id={id}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Divider />
    </div>
  );
}
// Inputs write their text in its own direction, and dates as day, month and year in the admin's language.
const formTemplates = { TitleFieldTemplate, BaseInputTemplate: DirectedInputTemplate };

const SUCCESS: Record<FormMode, string> = { create: 'messages.addedSuccessfully', edit: 'messages.editedSuccessfully', single: 'messages.savedSuccessfully' };

/** The form's rules depend on its values: each submit names them. */
const NO_RULES: readonly ValidationRule[] = [];

/** A choice list (oneOf of consts) starts empty, so "required" can speak, not with its first option. */
const DEFAULT_FORM_STATE = { constAsDefaults: 'skipOneOf' } as const;

function FormBody({ area, mode, id, initial, validator }: { area: Area; mode: FormMode; id: string | undefined; initial: FormValues; validator: FormValidator }) {
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
  const [formData, setFormData] = useState<FormValues>(initial);
  // What the form holds when nothing is left to save: what it opened with, or what was last saved.
  // The form library fills the schema's defaults in (a switch left out reads false): so does the baseline.
  const [baseline, setBaseline] = useState<FormValues>(() => getDefaultFormState(validator, translated, initial, translated, false, DEFAULT_FORM_STATE) as FormValues);
  // Until the admin first types, clicks, pastes or fills in anything, a change is the widgets settling
  // (an editor's own HTML, a default filled in): the baseline follows it, so nothing asks to stay.
  const touched = useRef(false);
  const touch = useCallback(() => {
    touched.current = true;
  }, []);
  useEffect(() => {
    if (!touched.current) setBaseline(formData);
  }, [formData]);
  const dirty = useMemo(() => !sameValues(formData, baseline), [formData, baseline]);
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
  const [valuesStore] = useState(() => createFormValuesStore(initial));
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
  const uiSchema = useMemo(() => uiSchemaFor(area, mode, formData) as UiSchema, [area, mode, formData]);

  // Rules of fields that are not on the form (another mode, a condition, read-only) do not run.
  const activeRules = useCallback(
    (values: FormValues): readonly ValidationRule[] => {
      const skip = inactiveFields(area, mode, values);
      return (area.form ? area.form.rules : []).filter((rule) => rule.field in schema.properties && !skip.has(rule.field));
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

  // A new record starts with the cursor in its first field.
  useEffect(() => {
    if (mode === 'create' && formRef.current) focusFirstField(formRef.current);
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
      onInvalid: (failure) => setExtraErrors(toErrorSchema({ [failure.field]: [t(failure.message)] })),
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

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      ref={formRef}
      onKeyDownCapture={touch}
      onPointerDownCapture={touch}
      onInputCapture={touch}
      onChangeCapture={touch}
      onPasteCapture={touch}
      onDropCapture={touch}
    >
      {guard.dialog}
      {conflicts.dialog}
      {draft.offer && <DraftBar draft={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} />}
      <Form
        schema={translated}
        uiSchema={uiSchema}
        formData={formData}
        formContext={formContext}
        widgets={formWidgets}
        validator={validator}
        noValidate
        // Our ordered rules speak for the form, in the admin's language: not the browser's bubbles.
        noHtml5Validate
        experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
        templates={formTemplates}
        showErrorList={false}
        extraErrors={extraErrors}
        onChange={onChange}
        onSubmit={() => void save()}
        disabled={saving}
        idPrefix="root"
        translateString={(text, params) => {
          const key = LIBRARY_TEXTS[text];
          return key ? t(key) : englishStringTranslator(text, params);
        }}
      >
        <FormActions>
          <Button type="submit" variant="contained" disabled={saving} data-testid="form-submit" startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {saving ? t('engine.saving') : t('common.save')}
          </Button>
          {mode !== 'single' && (
            // Cancel is pressed on purpose: leaving asks nothing.
            <Button component={Link} to={returnPath} state={RESTORE_SCROLL} variant="outlined" disabled={saving} onClick={guard.release}>
              {t('common.cancel')}
            </Button>
          )}
        </FormActions>
      </Form>
    </Paper>
  );
}

/** The generic create / edit screen of an area (loaded on demand with the form library). */
export function FormScreen({ area, mode }: { area: Area; mode: FormMode }) {
  const { id } = useParams();
  const record = useRecord(area, mode === 'create' ? null : { id });
  const schema = useMemo(() => formSchemaFor(area, mode), [area, mode]);
  // The form's compiled validators come in a small chunk of their own, fetched alongside the record.
  const validation = useFormValidator(area, mode);
  // Someone else changing this record is told, with a reload that starts the form again from it.
  const live = useLiveRecord(area, mode === 'edit' ? id : undefined, { data: record.answer, reload: record.reload, keepsEdits: true, presence: true });

  let content: ReactNode;
  if (validation.status === 'failed') {
    content = <LoadError error={validation.error} onRetry={validation.retry} />;
  } else if (mode === 'create') {
    content = validation.status === 'ready' ? <FormBody area={area} mode={mode} id={undefined} initial={initialValues(schema)} validator={validation.validator} /> : <RecordPending record={record} />;
  } else if (validation.status === 'ready' && record.state.status === 'ready') {
    content = <FormBody key={`${String(id)}:${live.generation}`} area={area} mode={mode} id={id} initial={recordToForm(area, record.state.record, schema)} validator={validation.validator} />;
  } else {
    // The record's failure shows at once; a record read waits for the validators only to draw.
    content = <RecordPending record={record} />;
  }

  return (
    <Box>
      <RecordScreenHeader area={area} kind={mode} id={id} answer={record.answer} />
      {live.notice}
      {content}
    </Box>
  );
}

export default FormScreen;
