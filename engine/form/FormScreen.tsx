import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { useSnackbar } from 'notistack';
import Form from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import { englishStringTranslator, TranslatableString, type ErrorSchema, type RJSFSchema, type TitleFieldProps, type UiSchema } from '@rjsf/utils';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Area } from '../descriptor/descriptor.types';
import { formReturnPath } from '../descriptor/areaModel';
import { ApiError } from '../api/client';
import { sendCall } from '../api/sendCall';
import { buildCall } from '../api/template';
import { parseRecordAnswer } from '../list/envelope';
import { isListKeyOf } from '../list/useListController';
import { RESTORE_SCROLL, useListReturnPath } from '../list/listReturn';
import { formWidgets, type EngineFormContext } from '../registries/widgets';
import { createFormValuesStore } from './formValuesStore';
import { DraftBar } from './DraftBar';
import { useFormDraft } from './useFormDraft';
import { useFormValidator } from './useFormValidator';
import type { FormValidator } from './formValidator';
import { LoadError } from '../screens/LoadError';
import { ScreenHeader } from '../screens/ScreenHeader';
import { useLiveRecord } from '../realtime/useLiveRecord';
import { runRules, trimValues, type ValidationRule } from '../validation/runRules';
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
const formTemplates = { TitleFieldTemplate };

const SUCCESS: Record<FormMode, string> = { create: 'messages.addedSuccessfully', edit: 'messages.editedSuccessfully', single: 'messages.savedSuccessfully' };

function focusField(field: string) {
  const element = document.getElementById(`root_${field}`);
  element?.focus();
}

function FormBody({ area, mode, id, initial, validator }: { area: Area; mode: FormMode; id: string | undefined; initial: FormValues; validator: FormValidator }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { mutate } = useSWRConfig();
  // Opened from a list: back to the same page, filters, order and scroll.
  const returnPath = useListReturnPath(formReturnPath(area));
  const schema = useMemo(() => formSchemaFor(area, mode), [area, mode]);
  const translated = useMemo(() => translateSchema(schema, (key) => t(key)) as RJSFSchema, [schema, t]);
  const titles = useMemo(() => Object.fromEntries(Object.entries(schema.properties).map(([name, p]) => [name, p.title ? t(p.title) : name])), [schema, t]);
  const dependents = useMemo(() => dependentFields(area.form?.uiSchema), [area]);
  const rowDependents = useMemo(() => rowDependentFields(area.form?.uiSchema), [area]);
  const [formData, setFormData] = useState<FormValues>(initial);
  const [valuesStore] = useState(() => createFormValuesStore(initial));
  // Widgets that read other fields learn of every change at once (see formValuesStore).
  useEffect(() => valuesStore.set(formData), [valuesStore, formData]);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
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

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    // A second click while the first save runs does nothing: one click, one record.
    if (savingRef.current) return;
    const values = trimValues(formData);
    const skip = inactiveFields(area, mode, values);
    const rules: readonly ValidationRule[] = area.form ? area.form.rules : [];
    // Rules of fields that are not on the form (another mode, a condition, read-only) do not run.
    const failure = runRules(rules.filter((rule) => rule.field in schema.properties && !skip.has(rule.field)), values);
    if (failure) {
      enqueueSnackbar(t(failure.message), { variant: 'error' });
      setExtraErrors(toErrorSchema({ [failure.field]: [t(failure.message)] }));
      focusField(failure.field);
      return;
    }
    const call = mode === 'create' ? area.api.create : area.api.update;
    if (!call) return;
    const built = buildCall(call, { ...values, id });
    savingRef.current = true;
    setSaving(true);
    setExtraErrors(undefined);
    try {
      await sendCall(built, formToBody(values, schema, skip, area.form?.sendAs, area.form?.sendAsList));
      draft.saved(formData);
      enqueueSnackbar(t(SUCCESS[mode]), { variant: 'success' });
      await mutate((key) => isListKeyOf(area, key) || (Array.isArray(key) && area.api.show !== undefined && key[0] === buildCall(area.api.show, { id }).path), undefined, { revalidate: true });
      // A single page stays where it is; a record's form returns to its list.
      if (mode !== 'single') navigate(returnPath, { state: RESTORE_SCROLL });
    } catch (error) {
      // The form keeps everything typed; the server's message is shown and its fields marked.
      const message = error instanceof Error && error.message ? error.message : t('errors.server');
      enqueueSnackbar(message, { variant: 'error' });
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        setExtraErrors(toErrorSchema(error.errors));
        const first = Object.keys(error.errors)[0];
        if (first) focusField(first.split('.')[0] ?? first);
      }
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const formContext = useMemo<EngineFormContext>(() => ({ values: valuesStore, titles }), [valuesStore, titles]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
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
        // A choice list (oneOf of consts) starts empty, so "required" can speak, not with its first option.
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'skipOneOf' }}
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
        <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
          <Button type="submit" variant="contained" disabled={saving} data-testid="form-submit" startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {saving ? t('engine.saving') : t('common.save')}
          </Button>
          {mode !== 'single' && (
            <Button component={Link} to={returnPath} state={RESTORE_SCROLL} variant="outlined" disabled={saving}>
              {t('common.cancel')}
            </Button>
          )}
        </Stack>
      </Form>
    </Paper>
  );
}

/** The generic create / edit screen of an area (loaded on demand with the form library). */
export function FormScreen({ area, mode }: { area: Area; mode: FormMode }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const showCall = mode !== 'create' && area.api.show ? buildCall(area.api.show, { id }) : null;
  const { data, error, mutate, isValidating } = useSWR<unknown>(showCall ? [showCall.path, showCall.query] : null);
  const schema = useMemo(() => formSchemaFor(area, mode), [area, mode]);
  // The form's compiled validators come in a small chunk of their own, fetched alongside the record.
  const validation = useFormValidator(area, mode);
  // Someone else changing this record is told, with a reload that starts the form again from it.
  const live = useLiveRecord(area, mode === 'edit' ? id : undefined, { data, reload: () => mutate(), keepsEdits: true, presence: true });

  let content: ReactNode = (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} role="status" aria-label={t('common.loading')}>
      <CircularProgress />
    </Box>
  );
  if (validation.status === 'failed') {
    content = <LoadError error={validation.error} onRetry={validation.retry} />;
  } else if (validation.status === 'ready' && mode === 'create') {
    content = <FormBody area={area} mode={mode} id={undefined} initial={initialValues(schema)} validator={validation.validator} />;
  } else if (validation.status === 'ready' && data !== undefined) {
    const parsed = parseRecordAnswer(data, area.response);
    content = parsed.ok ? (
      <FormBody key={`${String(id)}:${live.generation}`} area={area} mode={mode} id={id} initial={recordToForm(area, parsed.value, schema)} validator={validation.validator} />
    ) : (
      <LoadError error={new Error(`unexpected answer (${parsed.problem})`)} onRetry={() => void mutate()} />
    );
  } else if (error !== undefined && !isValidating) {
    content = <LoadError error={error} onRetry={() => void mutate()} />;
  }

  return (
    <Box>
      <ScreenHeader title={mode === 'single' ? t(area.title) : t(mode === 'create' ? 'engine.createTitle' : 'engine.editTitle', { area: t(area.title) })} />
      {live.notice}
      {content}
    </Box>
  );
}

export default FormScreen;
