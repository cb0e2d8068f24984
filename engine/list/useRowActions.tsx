import Button from '@mui/material/Button';
import { useSnackbar } from '../toasts/toasts';
import { type ReactElement, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { Row } from '../data/envelope';
import type { ListArea } from '../descriptor/areaModel';
import type { Column, CustomAction } from '../descriptor/descriptor.types';
import { getPath } from '../descriptor/fieldPath';
import { ConfirmDialog } from './ConfirmDialog';
import { CustomActionDialog } from './CustomActionDialog';
import { UNDO_DELAY_MS } from './pendingDeletes';
import type { ListController } from './useListController';

/** What a row's controls call; the same functions for the whole life of the list. */
export interface RowHandlers {
  onToggle: (row: Row, next: boolean) => void;
  onColumnToggle: (row: Row, column: Column, next: boolean) => void;
  onDelete: (row: Row) => void;
  onCustom: (row: Row, action: CustomAction) => void;
  onSelect: (id: string) => void;
}

export interface RowActions {
  handlers: RowHandlers;
  /** The questions the actions ask (delete, a reason, an action's form): render them in the screen. */
  dialogs: ReactElement;
}

/** The record's name in words, as a question or a toast says it. */
function recordName(area: ListArea, row: Row): string {
  const label = getPath(row, area.list.recordLabel);
  return label === undefined || label === null ? String(row.id ?? '') : String(label);
}

/**
 * What a list's row actions do, and what they ask and say: switching a row on or off (asking a
 * reason first when the descriptor wants one), a switch column, delete with its question and its
 * Undo toast, and custom actions with their question or form. Rows call `handlers`; the screen
 * renders `dialogs`.
 */
export function useRowActions(area: ListArea, list: ListController, select: (id: string) => void): RowActions {
  const { t } = useTranslation();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [pendingAction, setPendingAction] = useState<{ row: Row; action: CustomAction } | null>(null);
  const [acting, setActing] = useState(false);
  const [deactivating, setDeactivating] = useState<Row | null>(null);

  const sendToggle = (row: Row, next: boolean, values: Record<string, string> = {}) =>
    list.toggleActivation(row, next, values).then((outcome) => {
      if (outcome.ok) enqueueSnackbar(t('messages.changeActivation'), { variant: 'success' });
      else if (outcome.message) enqueueSnackbar(outcome.message, { variant: 'error' });
    });
  const toggleColumn = (row: Row, column: Column, next: boolean) => {
    void list.toggleColumn(row, column, next).then((outcome) => {
      if (outcome.ok) enqueueSnackbar(outcome.message ?? t('messages.changeActivation'), { variant: 'success' });
      else enqueueSnackbar(outcome.message ?? t('errors.server'), { variant: 'error' });
    });
  };

  // Switching off may ask for a reason first; switching on never does.
  const toggle = (row: Row, next: boolean) => {
    if (!next && area.list.deactivationPrompt) setDeactivating(row);
    else void sendToggle(row, next);
  };

  // The row goes at once; its DELETE waits for the Undo toast to pass (see pendingDeletes).
  const confirmDelete = () => {
    if (!toDelete) return;
    const name = recordName(area, toDelete);
    setToDelete(null);
    const pending = list.remove(toDelete);
    const key = enqueueSnackbar(t('engine.deletedUndoable', { name }), {
      autoHideDuration: UNDO_DELAY_MS,
      action: (id) => (
        <Button
          color="inherit"
          size="small"
          data-testid="undo-delete"
          onClick={() => {
            pending.undo();
            closeSnackbar(id);
          }}
        >
          {t('engine.undo')}
        </Button>
      ),
    });
    void pending.result.then((result) => {
      closeSnackbar(key);
      // The server's word that it is done, as with any delete.
      if (result.status === 'deleted') enqueueSnackbar(t('messages.deletedSuccessfully'), { variant: 'success' });
      if (result.status === 'failed') enqueueSnackbar(t('engine.deleteFailed', { name, message: result.message ?? t('errors.server') }), { variant: 'error' });
    });
  };

  const runCustom = async (row: Row, action: CustomAction, values: Record<string, string>) => {
    setActing(true);
    const outcome = await list.runAction(row, action, values);
    setActing(false);
    setPendingAction(null);
    if (outcome.ok) enqueueSnackbar(action.success ? t(action.success) : (outcome.message ?? t('messages.savedSuccessfully')), { variant: 'success' });
    else enqueueSnackbar(outcome.message ?? t('errors.server'), { variant: 'error' });
  };

  // An action with a question or a form opens its dialog; a plain call goes at once.
  const startCustom = (row: Row, action: CustomAction) => {
    if (action.confirm || action.prompt.length > 0) setPendingAction({ row, action });
    else void runCustom(row, action, {});
  };

  // Rows get handlers that never change, so a switch that moves redraws its own row only.
  const latest = useRef({ toggle, toggleColumn, setToDelete, startCustom, select });
  latest.current = { toggle, toggleColumn, setToDelete, startCustom, select };
  const handlers = useMemo<RowHandlers>(
    () => ({
      onToggle: (row, next) => latest.current.toggle(row, next),
      onColumnToggle: (row, column, next) => latest.current.toggleColumn(row, column, next),
      onDelete: (row) => latest.current.setToDelete(row),
      onCustom: (row, action) => latest.current.startCustom(row, action),
      onSelect: (id) => latest.current.select(id),
    }),
    [],
  );

  const dialogs = (
    <>
      {deactivating && area.list.deactivationPrompt && (
        <CustomActionDialog
          action={{ label: 'engine.deactivateTitle', prompt: area.list.deactivationPrompt }}
          busy={list.pendingIds.has(String(deactivating.id))}
          onSend={(values) => void sendToggle(deactivating, false, values).then(() => setDeactivating(null))}
          onCancel={() => setDeactivating(null)}
        />
      )}
      {pendingAction && (
        <CustomActionDialog
          action={pendingAction.action}
          row={pendingAction.row}
          busy={acting}
          onSend={(values) => void runCustom(pendingAction.row, pendingAction.action, values)}
          onCancel={() => setPendingAction(null)}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('engine.deleteTitle', { name: toDelete ? recordName(area, toDelete) : '' })}
        text={t('engine.deleteConfirm')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );

  return { handlers, dialogs };
}
