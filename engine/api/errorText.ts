import { t } from '../i18n/i18n';
import { ApiError } from './client';

/** The text to toast for a failed call: the server's message, or a generic one. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.message !== '') return error.message;
  return t('errors.server');
}
