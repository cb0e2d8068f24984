import { whenOpened } from '../app/whenOpened';

// The list's dialogs, each fetched when it first opens (see whenOpened): a list's first paint
// carries none of them, nor the MUI dialogs, fields and switches they draw.

export const ConfirmDialog = whenOpened(() => import('./ConfirmDialog').then((m) => m.ConfirmDialog), {
  isOpen: (props) => props.open,
  close: (props) => props.onCancel(),
});

export const CustomActionDialog = whenOpened(() => import('./CustomActionDialog').then((m) => m.CustomActionDialog), {
  isOpen: () => true,
  close: (props) => props.onCancel(),
});

export const SaveViewDialog = whenOpened(() => import('./SaveViewDialog').then((m) => m.SaveViewDialog), {
  isOpen: () => true,
  close: (props) => props.onCancel(),
});

export const BulkConfirmDialog = whenOpened(() => import('./BulkConfirmDialog').then((m) => m.BulkConfirmDialog), {
  isOpen: (props) => props.bulk.phase.step === 'confirm',
  close: (props) => props.bulk.cancel(),
});

export const BulkResultDialog = whenOpened(() => import('./BulkResultDialog').then((m) => m.BulkResultDialog), {
  isOpen: (props) => props.bulk.phase.step === 'result',
  close: (props) => props.bulk.closeResult(),
});

export const ExportProgressDialog = whenOpened(() => import('./ExportProgressDialog').then((m) => m.ExportProgressDialog), {
  isOpen: (props) => props.progress !== null,
  close: (props) => props.onCancel(),
});
