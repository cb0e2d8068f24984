import { type CustomContentProps, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { forwardRef } from 'react';
import { TOAST_FILLS } from './toastFills';

const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast(props, ref) {
  return <MaterialDesignContent ref={ref} {...props} style={{ ...props.style, backgroundColor: TOAST_FILLS[props.variant] }} />;
});

const COMPONENTS = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

/**
 * The dashboard's toasts (notistack), with MUI or without: three at most, bottom right, with
 * readable fills. Fetched with the page's first press or its first toast (see toasts.tsx).
 */
export function ToastStack() {
  return <SnackbarProvider maxSnack={3} dense anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} Components={COMPONENTS} />;
}

export { closeSnackbar, enqueueSnackbar } from 'notistack';
