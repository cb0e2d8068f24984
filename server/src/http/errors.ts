import type { Lang } from '../i18n/lang.js';
import { t } from '../i18n/messages.js';

export type FieldErrors = Record<string, string[]>;

/** An error that becomes an answer as it is: a status and a Laravel-shaped body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  body(): { message: string; errors?: FieldErrors } {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

/** 422 whose message is the first error, as Laravel answers a failed validation. */
export class ValidationError extends HttpError {
  constructor(errors: FieldErrors) {
    const first = Object.values(errors).find((list) => list.length > 0)?.[0] ?? 'The given data was invalid.';
    super(422, first, errors);
    this.name = 'ValidationError';
  }

  static single(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

export function unauthenticated(lang: Lang): HttpError {
  return new HttpError(401, t(lang, 'unauthenticated'));
}

export function forbidden(lang: Lang): HttpError {
  return new HttpError(403, t(lang, 'forbidden'));
}

export function recordNotFound(lang: Lang): HttpError {
  return new HttpError(404, t(lang, 'recordNotFound'));
}
