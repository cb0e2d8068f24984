import { type CustomContentProps, MaterialDesignContent, type SnackbarProviderProps } from 'notistack';
import { forwardRef } from 'react';

/**
 * notistack's own fills are too light for its white text (its green gives 3.3:1); these
 * darker ones keep 4.5:1 or more in both themes.
 */
const FILLS: Record<CustomContentProps['variant'], string | undefined> = { default: undefined, success: '#2e7d32', error: '#c62828', warning: '#b45309', info: '#0369a1' };

const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast(props, ref) {
  return <MaterialDesignContent ref={ref} {...props} style={{ ...props.style, backgroundColor: FILLS[props.variant] }} />;
});

/** The dashboard's toasts, with MUI or without: three at most, bottom right, with readable fills. */
export const toastSettings = {
  maxSnack: 3,
  dense: true,
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
  Components: { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast },
} as const satisfies SnackbarProviderProps;
