export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited';

export const ERROR_STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
};

export const ERROR_CODE: Record<ErrorKind, string> = {
  invalid: 'BAD_REQUEST',
  unauthenticated: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payload_too_large: 'PAYLOAD_TOO_LARGE',
  unsupported_media_type: 'UNSUPPORTED_MEDIA_TYPE',
  unprocessable: 'UNPROCESSABLE_ENTITY',
  rate_limited: 'RATE_LIMITED',
};

/** The only error a handler throws on purpose; anything else becomes a logged 500. */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** Extra headers for the reply, e.g. Retry-After on rate limits. */
    readonly headers: Record<string, string> = {},
    /** A more precise envelope code than the kind's (e.g. STEP_UP_REQUIRED for a 403 a console acts on). */
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError('not_found', message);
export const invalid = (message: string) => new AppError('invalid', message);
