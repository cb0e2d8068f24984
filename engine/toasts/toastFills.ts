import type { VariantType } from 'notistack';

/**
 * The toasts' fills: notistack's own are too light for its white text (its green gives 3.3:1);
 * these darker ones keep 4.5:1 or more in both themes.
 */
export const TOAST_FILLS: Record<VariantType, string | undefined> = { default: undefined, success: '#2e7d32', error: '#c62828', warning: '#b45309', info: '#0369a1' };
