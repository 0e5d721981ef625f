import type { components } from '../../openapi/schema';

/** The error body of the contract (SPEC §8); actors reject with it (plus the HTTP `status`). */
export type ApiErrorBody = components['schemas']['Error'];

/** What a machine reads of a failed call: the contract's fields, each present only when well-formed. */
export interface ApiFailure {
  status?: number;
  code?: string;
  message?: string;
  /** The request field the error names. */
  field?: string;
  details?: Record<string, unknown>;
}

/**
 * Reads the contract's error fields from whatever an actor rejected with; the one parser of
 * API errors for every machine.
 * @example apiFailureOf({ code: 'INVALID_ORDER', details: { changed_items: [] } }).code // 'INVALID_ORDER'
 */
export function apiFailureOf(error: unknown): ApiFailure {
  if (typeof error !== 'object' || error === null) return {};
  const { status, code, message, field, details } = error as Record<string, unknown>;
  return {
    ...(typeof status === 'number' ? { status } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
    ...(typeof field === 'string' ? { field } : {}),
    ...(typeof details === 'object' && details !== null ? { details: details as Record<string, unknown> } : {}),
  };
}

/** Whether a failed call carries the API error `code` (SPEC §8 catalogue). */
export const hasErrorCode = (error: unknown, code: string) => apiFailureOf(error).code === code;

/** The JSON body type of an openapi-typescript response. */
export type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
