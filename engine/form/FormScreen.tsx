import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useFormatDate } from '../i18n/useFormatDate';
import { Link, useLocation, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import { MuiForm as Form } from './muiForm';
import { englishStringTranslator, TranslatableString, type TitleFieldProps } from '@rjsf/utils';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import type { Area } from '../descriptor/descriptor.types';
import { useRecord } from '../data/useRecord';
import { RESTORE_SCROLL } from '../screens/listReturn';
import { formWidgets } from '../registries/widgets';
import { DirectedInputTemplate } from './DirectedInputTemplate';
import { DraftBar } from './DraftBar';
import { useFormValidator } from './useFormValidator';
import { LoadError } from '../screens/LoadError';
import { RecordPending } from '../screens/RecordPending';
import { RecordScreenHeader } from '../screens/RecordScreenHeader';
import { useLiveRecord } from '../realtime/useLiveRecord';
import { FormActions } from './FormActions';
import { DEFAULT_FORM_STATE, type FormControllerOptions, useFormController } from './useFormController';
import { formSchemaFor, initialValues, recordToForm, type FormMode } from './formModel';
import { HistorySection, causerName } from '../history/HistorySection';
import { lastChanges, restoreFromState, type RestoreRequest } from '../history/historyModel';
import { useRecordHistory, type RecordHistory } from '../history/useRecordHistory';
import { isolated } from '../i18n/textDirection';

/** Under each field the loaded history changed: who changed it last, and when. */
function useLastChangedLines(history: RecordHistory): Record<string, string> | undefined {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return useMemo(() => {
    if (history.status !== 'ready') return undefined;
    const out: Record<string, string> = {};
    for (const [field, entry] of Object.entries(lastChanges(history.entries))) {
      out[field] = t('history.lastChanged', { name: isolated(causerName(entry, t)), when: isolated(formatDate(entry.createdAt, { time: true })) });
    }
    return out;
  }, [history, t, formatDate]);
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

/** The form itself: what it opens with is what its controller takes. */
function FormBody(options: FormControllerOptions) {
  const { t } = useTranslation();
  const { mode, validator } = options;
  const form = useFormController(options);

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      ref={form.formRef}
      onKeyDownCapture={form.touch}
      onPointerDownCapture={form.touch}
      onInputCapture={form.touch}
      onChangeCapture={form.touch}
      onPasteCapture={form.touch}
      onDropCapture={form.touch}
    >
      {form.guard.dialog}
      {form.conflicts.dialog}
      {form.restoring && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="history-restoring">
          {t('history.restoring')}
        </Alert>
      )}
      {form.draft.offer && <DraftBar draft={form.draft.offer} onRestore={form.draft.restore} onDiscard={form.draft.discard} />}
      <Form
        schema={form.translated}
        uiSchema={form.uiSchema}
        formData={form.formData}
        formContext={form.formContext}
        widgets={formWidgets}
        validator={validator}
        noValidate
        // Our ordered rules speak for the form, in the admin's language: not the browser's bubbles.
        noHtml5Validate
        experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
        templates={formTemplates}
        showErrorList={false}
        extraErrors={form.extraErrors}
        onChange={form.onChange}
        onSubmit={() => void form.save()}
        disabled={form.saving}
        idPrefix="root"
        translateString={(text, params) => {
          const key = LIBRARY_TEXTS[text];
          return key ? t(key) : englishStringTranslator(text, params);
        }}
      >
        <FormActions>
          <Button type="submit" variant="contained" disabled={form.saving} data-testid="form-submit" startIcon={form.saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {form.saving ? t('engine.saving') : t('common.save')}
          </Button>
          {mode !== 'single' && (
            // Cancel is pressed on purpose: leaving asks nothing.
            <Button component={Link} to={form.returnPath} state={RESTORE_SCROLL} variant="outlined" disabled={form.saving} onClick={form.guard.release}>
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
  const history = useRecordHistory(area, mode === 'edit' ? id : undefined);
  const help = useLastChangedLines(history);
  // Earlier values to put back: asked for on the show page (they come with the address's state) or in this form's History.
  const location = useLocation();
  const [restore, setRestore] = useState<RestoreRequest | null>(() => restoreFromState(location.state));

  let content: ReactNode;
  if (validation.status === 'failed') {
    content = <LoadError error={validation.error} onRetry={validation.retry} />;
  } else if (mode === 'create') {
    content = validation.status === 'ready' ? <FormBody area={area} mode={mode} id={undefined} initial={initialValues(schema)} validator={validation.validator} /> : <RecordPending record={record} />;
  } else if (validation.status === 'ready' && record.state.status === 'ready') {
    content = (
      <>
        <FormBody
          key={`${String(id)}:${live.generation}`}
          area={area}
          mode={mode}
          id={id}
          initial={recordToForm(area, record.state.record, schema)}
          validator={validation.validator}
          restore={restore}
          help={help}
        />
        <HistorySection area={area} history={history} {...(area.api.update ? { onRestore: setRestore } : {})} />
      </>
    );
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
