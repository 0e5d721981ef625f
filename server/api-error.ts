import type { Locale } from './db/seed-data/types';
import type { Words } from './words';

/**
 * An error answered to the client with the contract's Error body `{code, message, field?, details?}`. A message given
 * as Words (server/words.ts) is one a customer reads: it is answered in the request's language; a plain string is
 * one only a developer meets and stays as written. `message` (the Error's) is the English one, for logs.
 */
export class ApiError extends Error {
  private readonly words: Words | null;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string | Words,
    readonly field?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(typeof message === 'string' ? message : message.en);
    this.words = typeof message === 'string' ? null : message;
  }

  /** The message in `locale` when it is worded for customers, else as written. */
  messageIn(locale: Locale): string {
    return this.words?.[locale] ?? this.message;
  }

  toBody(locale: Locale) {
    return {
      code: this.code,
      message: this.messageIn(locale),
      ...(this.field === undefined ? {} : { field: this.field }),
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }
}

export const notFound = (message: string | Words, code = 'NOT_FOUND') => new ApiError(404, code, message);
export const badRequest = (message: string | Words, field?: string) => new ApiError(400, 'VALIDATION_ERROR', message, field);
