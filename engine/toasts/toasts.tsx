import { type CustomContentProps, closeSnackbar, enqueueSnackbar, MaterialDesignContent, type OptionsObject, type SnackbarKey, type SnackbarMessage, SnackbarProvider } from 'notistack';
import { forwardRef, useEffect } from 'react';
import { TOAST_FILLS } from './toastFills';

const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast(props, ref) {
  return <MaterialDesignContent ref={ref} {...props} style={{ ...props.style, backgroundColor: TOAST_FILLS[props.variant] }} />;
});

const COMPONENTS = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

/**
 * Where the dashboard's toasts (notistack) are drawn: three at most, bottom right, with readable
 * fills. Mounted once beside the page, not around it, so the screens reach it through
 * enqueueToast / useSnackbar wherever they are drawn.
 */
export function ToastHost() {
  // Toasts go with their host: a host drawn anew (a test) starts with none open.
  useEffect(() => () => open.clear(), []);
  return <SnackbarProvider maxSnack={3} dense anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} Components={COMPONENTS} />;
}

type Options = OptionsObject & { key?: SnackbarKey };

/**
 * The toasts open now, by variant and text. notistack's own `preventDuplicate` also counts a toast
 * that is closing, and answers a key that was never shown, which could not be closed.
 */
const open = new Map<string, SnackbarKey>();

/**
 * Shows a toast (notistack's options); returns its key, for closeToast. A text already shown in
 * the same variant is not shown twice: its key is answered, and the toast on screen stays.
 */
export function enqueueToast(message: SnackbarMessage, options: Options = {}): SnackbarKey {
  if (typeof message !== 'string' || options.key !== undefined) return enqueueSnackbar(message, options);
  const same = `${options.variant ?? 'default'}\n${message}`;
  const shown = open.get(same);
  if (shown !== undefined) return shown;
  const gone = (key: SnackbarKey) => {
    if (open.get(same) === key) open.delete(same);
  };
  const key = enqueueSnackbar(message, {
    ...options,
    onClose: (event, reason, id) => {
      if (id !== undefined) gone(id);
      options.onClose?.(event, reason, id);
    },
    onExited: (node, id) => {
      gone(id);
      options.onExited?.(node, id);
    },
  });
  open.set(same, key);
  return key;
}

/** Closes a toast by its key (all of them without one). */
export function closeToast(key?: SnackbarKey): void {
  if (key === undefined) open.clear();
  else for (const [same, shown] of open) if (shown === key) open.delete(same);
  closeSnackbar(key);
}

const toaster = { enqueueSnackbar: enqueueToast, closeSnackbar: closeToast };

/** notistack's hook, as the screens use it: the same functions wherever it is called, inside the host's tree or not. */
export function useSnackbar(): typeof toaster {
  return toaster;
}
