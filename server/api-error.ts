/** An error answered to the client with the contract's Error body `{code, message, field?, details?}`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  toBody() {
    return {
      code: this.code,
      message: this.message,
      ...(this.field === undefined ? {} : { field: this.field }),
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }
}

export const notFound = (message: string, code = 'NOT_FOUND') => new ApiError(404, code, message);
export const badRequest = (message: string, field?: string) => new ApiError(400, 'VALIDATION_ERROR', message, field);
