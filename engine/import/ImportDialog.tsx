import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Area } from '../descriptor/descriptor.types';
import { loadOtherTexts } from '../i18n/loadLocale';
import { isolated } from '../i18n/textDirection';
import { FILE_ACCEPT } from '../registries/widgets/imageFile';
import { useTranslation } from '../i18n/useTranslation';
import { errorText } from '../api/errorText';
import { checkWithLookups, areaSender, reportBatch } from './areaImport';
import { chosenFiles, type CheckedRow, type RowProblem } from './checkRows';
import { failedRowsCsv, saveText, templateCsv } from './importFiles';
import { importSettings } from './importFields';
import { matchHeaders } from './matchHeaders';
import { readSheet, type Sheet } from './readSheet';
import { sendRows, tally, undoBatch, type RowResult } from './sendRows';

// Import from a spreadsheet in steps: choose a file (or download the template), map its columns to
// the form's fields, check every row (nothing is sent yet), send with a progress bar and a cancel,
// then the summary with the rows that did not go in as a file, and an undo while it is open.

/** Problem rows listed in the dialog; the file of failed rows holds them all. */
const SHOWN_PROBLEMS = 100;

type Step =
  | { step: 'choose'; error: string | null; busy: boolean }
  | { step: 'map'; sheet: Sheet; mapping: (string | null)[]; suggestions: (string | null)[]; error: string | null; busy: boolean }
  | { step: 'checked'; sheet: Sheet; rows: CheckedRow[] }
  | { step: 'sending'; sheet: Sheet; done: number; total: number }
  | { step: 'done'; sheet: Sheet; results: RowResult[]; undo: 'none' | 'busy' | 'done' | number };

interface ImportDialogProps {
  area: Area;
  /** The admin may edit records: rows matching the update key update them. */
  canUpdate: boolean;
  onClose: (changed: boolean) => void;
}

export function ImportDialog({ area, canUpdate, onClose }: ImportDialogProps) {
  const { t, i18n } = useTranslation();
  const settings = useMemo(() => importSettings(area), [area]);
  const fields = settings?.fields ?? [];
  const [state, setState] = useState<Step>({ step: 'choose', error: null, busy: false });
  // The pictures and PDFs the rows name, chosen beside the sheet.
  const fileFields = fields.filter((field) => field.kind === 'file');
  const [files, setFiles] = useState<File[]>([]);
  const abort = useRef<AbortController | null>(null);
  const changed = useRef(false);
  const title = t(area.title);
  // A file's headers may be in either language: the other language's texts are fetched as the
  // dialog opens (the page holds its own only), and the headers are matched once they are in.
  const otherTexts = useRef<Promise<void> | null>(null);
  useEffect(() => {
    otherTexts.current = loadOtherTexts(i18n.language);
  }, [i18n]);
  // A label in each language the dashboard has loaded (the page's own at least).
  const labels = (key: string) => ['ar', 'en'].filter((lng) => lng === i18n.language || i18n.exists(key, { lng })).map((lng) => t(key, { lng }));
  const fieldLabel = (name: string) => {
    const field = fields.find((f) => f.name === name);
    return field ? t(field.title) : name;
  };
  // The cell's own text keeps its direction inside the sentence (a Latin file name in Arabic).
  const problemText = (problem: RowProblem) => t(problem.message, { value: problem.cell ? isolated(problem.cell) : '' });

  const choose = async (file: File) => {
    setState({ step: 'choose', error: null, busy: true });
    const [read] = await Promise.all([readSheet(file), otherTexts.current]);
    if (!read.ok) {
      const error = read.problem === 'duplicateHeaders' ? t('import.duplicateHeaders', { headers: read.headers.join('، ') }) : t(`import.${read.problem}`);
      setState({ step: 'choose', error, busy: false });
      return;
    }
    const matches = matchHeaders(read.sheet.headers, fields, (field) => [...labels(field.title), ...(field.title.includes('.') ? [] : [field.title])]);
    setState({ step: 'map', sheet: read.sheet, mapping: matches.map((m) => m.field), suggestions: matches.map((m) => m.suggestion), error: null, busy: false });
  };

  const check = async () => {
    if (state.step !== 'map') return;
    setState({ ...state, busy: true, error: null });
    try {
      const rows = await checkWithLookups(state.sheet.rows, { area, fields, mapping: state.mapping, label: labels, files: chosenFiles(files) });
      setState({ step: 'checked', sheet: state.sheet, rows });
    } catch (error) {
      setState({ ...state, busy: false, error: errorText(error) });
    }
  };

  const send = async () => {
    if (state.step !== 'checked') return;
    const { sheet, rows } = state;
    const controller = new AbortController();
    abort.current = controller;
    const batch = crypto.randomUUID();
    const update = settings?.updateKey && settings.updateFilter ? { key: settings.updateKey, filter: settings.updateFilter } : null;
    const sender = areaSender(area, batch, update, canUpdate);
    const total = rows.filter((row) => row.problem === null).length;
    setState({ step: 'sending', sheet, done: 0, total });
    const results = await sendRows(rows, sender, { concurrency: 4, signal: controller.signal, onProgress: (done) => setState({ step: 'sending', sheet, done, total }) });
    changed.current = results.some((result) => result.status === 'created' || result.status === 'updated');
    setState({ step: 'done', sheet, results, undo: 'none' });
    void reportBatch(area, batch, results);
  };

  const undo = async () => {
    if (state.step !== 'done') return;
    setState({ ...state, undo: 'busy' });
    const sender = areaSender(area, crypto.randomUUID(), null, false);
    const failed = await undoBatch(state.results, sender.remove);
    setState({ ...state, undo: failed === 0 ? 'done' : failed });
  };

  const downloadTemplate = () => saveText(templateCsv(fields.map((field) => t(field.title))), `${title}.csv`);
  const downloadFailed = () => {
    if (state.step !== 'done') return;
    const text = failedRowsCsv(state.sheet.headers, state.results, t('import.reason'), (result) =>
      result.reasonIsKey && result.row.problem ? `${fieldLabel(result.row.problem.field)}: ${problemText(result.row.problem)}` : (result.reason ?? ''),
    );
    saveText(text, `${title}-${t('import.reason')}.csv`);
  };

  const close = () => {
    if (state.step === 'sending') return;
    onClose(changed.current && !(state.step === 'done' && state.undo === 'done'));
  };

  let content: ReactNode;
  let actions: ReactNode;
  switch (state.step) {
    case 'choose':
      content = (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('import.fileHint')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" component="label" disabled={state.busy}>
              {t('import.chooseFile')}
              <input
                hidden
                type="file"
                accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                data-testid="import-file"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  event.currentTarget.value = '';
                  if (file) void choose(file);
                }}
              />
            </Button>
            <Button variant="outlined" onClick={downloadTemplate} data-testid="import-template">
              {t('import.template')}
            </Button>
          </Box>
          {state.busy && <LinearProgress sx={{ mt: 2 }} aria-label={t('import.reading')} />}
          {state.error && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="import-error">
              {state.error}
            </Alert>
          )}
        </>
      );
      actions = <Button onClick={close}>{t('import.close')}</Button>;
      break;
    case 'map':
      content = (
        <>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('import.column')}</TableCell>
                <TableCell>{t('import.field')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {state.sheet.headers.map((header, column) => {
                const suggestion = state.suggestions[column];
                return (
                  <TableRow key={column}>
                    <TableCell>{header}</TableCell>
                    <TableCell>
                      <TextField
                        select
                        size="small"
                        fullWidth
                        value={state.mapping[column] ?? ''}
                        slotProps={{ htmlInput: { 'aria-label': header, 'data-testid': `import-map-${column}` } }}
                        helperText={state.mapping[column] == null && suggestion ? t('import.didYouMean', { field: fieldLabel(suggestion) }) : undefined}
                        onChange={(event) => {
                          const mapping = state.mapping.map((field, i) => (i === column ? event.target.value || null : field === event.target.value ? null : field));
                          setState({ ...state, mapping });
                        }}
                      >
                        <MenuItem value="">{t('import.skipColumn')}</MenuItem>
                        {fields.map((field) => (
                          <MenuItem key={field.name} value={field.name}>
                            {t(field.title)}
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {fileFields.length > 0 && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('import.filesHint', { fields: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(fileFields.map((field) => t(field.title))) })}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Button variant="outlined" component="label" disabled={state.busy}>
                  {t('import.chooseFiles')}
                  <input
                    hidden
                    multiple
                    type="file"
                    accept={[...new Set(fileFields.map((field) => FILE_ACCEPT[field.accept ?? 'image']))].join(',')}
                    data-testid="import-files"
                    onChange={(event) => {
                      const chosen = [...(event.currentTarget.files ?? [])];
                      event.currentTarget.value = '';
                      setFiles(chosen);
                    }}
                  />
                </Button>
                <Typography variant="body2" role="status" data-testid="import-files-chosen">
                  {t('import.filesChosen', { count: files.length })}
                </Typography>
              </Box>
            </Box>
          )}
          {state.busy && <LinearProgress sx={{ mt: 2 }} aria-label={t('import.checking')} />}
          {state.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {state.error}
            </Alert>
          )}
        </>
      );
      actions = (
        <>
          <Button onClick={() => setState({ step: 'choose', error: null, busy: false })}>{t('import.back')}</Button>
          <Button variant="contained" onClick={() => void check()} disabled={state.busy} data-testid="import-check">
            {t('import.check')}
          </Button>
        </>
      );
      break;
    case 'checked': {
      const problems = state.rows.filter((row) => row.problem !== null);
      const ready = state.rows.length - problems.length;
      content = (
        <>
          <Typography data-testid="import-ready">{t('import.rowsReady', { count: ready })}</Typography>
          {problems.length > 0 && (
            <>
              <Typography sx={{ mt: 1 }}>{t('import.rowsWithProblems', { count: problems.length })}</Typography>
              <Table size="small" data-testid="import-problems">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('import.line')}</TableCell>
                    <TableCell>{t('import.field')}</TableCell>
                    <TableCell>{t('import.problem')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {problems.slice(0, SHOWN_PROBLEMS).map((row) => (
                    <TableRow key={row.line}>
                      <TableCell>{row.line}</TableCell>
                      <TableCell>{row.problem ? fieldLabel(row.problem.field) : ''}</TableCell>
                      <TableCell>{row.problem ? problemText(row.problem) : ''}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </>
      );
      actions = (
        <>
          <Button onClick={close}>{t('import.close')}</Button>
          <Button variant="contained" onClick={() => void send()} disabled={ready === 0} data-testid="import-send">
            {t('import.send', { count: ready })}
          </Button>
        </>
      );
      break;
    }
    case 'sending': {
      const words = t('import.sending', { done: state.done, total: state.total });
      content = (
        <>
          <LinearProgress variant="determinate" value={Math.round((state.done / Math.max(state.total, 1)) * 100)} aria-valuetext={words} aria-label={words} />
          <Typography variant="body2" role="status" sx={{ mt: 1 }}>
            {words}
          </Typography>
        </>
      );
      actions = (
        <Button onClick={() => abort.current?.abort()} data-testid="import-cancel">
          {t('import.cancel')}
        </Button>
      );
      break;
    }
    case 'done': {
      const counts = tally(state.results);
      const failed = state.results.some((result) => result.status === 'failed' || (result.status === 'skipped' && result.reason !== undefined));
      content = (
        <>
          <Typography role="status" data-testid="import-summary">
            {t('import.summary', counts)}
          </Typography>
          {state.undo === 'busy' && <LinearProgress sx={{ mt: 2 }} aria-label={t('import.undoing')} />}
          {state.undo === 'done' && (
            <Alert severity="success" sx={{ mt: 2 }}>
              {t('import.undone')}
            </Alert>
          )}
          {typeof state.undo === 'number' && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('import.undoFailed', { count: state.undo })}
            </Alert>
          )}
        </>
      );
      actions = (
        <>
          {failed && (
            <Button onClick={downloadFailed} data-testid="import-failed-file">
              {t('import.failedFile')}
            </Button>
          )}
          {counts.created > 0 && state.undo === 'none' && area.api.delete && (
            <Button color="warning" onClick={() => void undo()} data-testid="import-undo">
              {t('import.undo')}
            </Button>
          )}
          <Button variant="contained" onClick={close} data-testid="import-close">
            {t('import.close')}
          </Button>
        </>
      );
      break;
    }
  }

  return (
    <Dialog open onClose={close} maxWidth="md" fullWidth aria-labelledby="import-title" data-testid="import-dialog">
      <DialogTitle id="import-title">{t('import.title', { title })}</DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
