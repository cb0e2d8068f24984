import { type CustomContentProps, closeSnackbar, enqueueSnackbar, MaterialDesignContent, type OptionsObject, type SnackbarKey, type SnackbarMessage, SnackbarProvider } from 'notistack';
import { forwardRef } from 'react';
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
  return <SnackbarProvider maxSnack={3} dense anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} Components={COMPONENTS} />;
}

type Options = OptionsObject & { key?: SnackbarKey };

/** Shows a toast (notistack's options); returns its key, for closeToast. */
export function enqueueToast(message: SnackbarMessage, options: Options = {}): SnackbarKey {
  return enqueueSnackbar(message, options);
}

/** Closes a toast by its key (all of them without one). */
export function closeToast(key?: SnackbarKey): void {
  closeSnackbar(key);
}

const toaster = { enqueueSnackbar: enqueueToast, closeSnackbar: closeToast };

/** notistack's hook, as the screens use it: the same functions wherever it is called, inside the host's tree or not. */
export function useSnackbar(): typeof toaster {
  return toaster;
}
