/** Why a call to the server failed, so screens can tell a missing sign-in from a missing permission. */
export type ApiErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'bad-request'
  | 'server'
  | 'network'
  | 'invalid-response'
  | 'graphql'
  | 'too-many-requests';

/** A failed call to the portal server; `message` is the server's safe text when it sent one. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly code: string | null = null,
    readonly requestId: string | null = null,
    /** Seconds to wait before trying again (Retry-After of a 429), or null. */
    readonly retryAfterSeconds: number | null = null,
    /** The `details` of a 400 VALIDATION_FAILED answer (`[{ path, message }]`, one per refused field), or null. */
    readonly details: unknown = null,
  ) {
    super(message);
  }
}

/** 401: the caller is not signed in or the session ended. */
export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError';
  constructor(
    message = 'Authentication required',
    code: string | null = null,
    requestId: string | null = null,
  ) {
    super('unauthorized', message, 401, code, requestId);
  }
}

/** 403: signed in but not allowed (section missing, ship-to not theirs or suspended). */
export class ForbiddenError extends ApiError {
  override name = 'ForbiddenError';
  constructor(message = 'Forbidden', code: string | null = null, requestId: string | null = null) {
    super('forbidden', message, 403, code, requestId);
  }
}

function kindOfStatus(status: number): ApiErrorKind {
  if (status === 429) return 'too-many-requests';
  if ([400, 409, 413, 415, 422].includes(status)) return 'bad-request';
  if (status === 404) return 'not-found';
  return 'server';
}

/** The typed error for an HTTP status and the message, code and request id the server sent. */
export function errorForStatus(
  status: number,
  details: {
    message?: string | null;
    code?: string | null;
    requestId?: string | null;
    retryAfterSeconds?: number | null;
    details?: unknown;
  } = {},
): ApiError {
  const message = details.message ?? `Request failed with status ${status}`;
  const code = details.code ?? null;
  const requestId = details.requestId ?? null;
  if (status === 401) return new UnauthorizedError(message, code, requestId);
  if (status === 403) return new ForbiddenError(message, code, requestId);
  return new ApiError(
    kindOfStatus(status),
    message,
    status,
    code,
    requestId,
    details.retryAfterSeconds ?? null,
    details.details ?? null,
  );
}

/** True for failures that a retry cannot fix (sign-in, permission, bad input, not found). */
export function isPermanentFailure(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    [
      'unauthorized',
      'forbidden',
      'not-found',
      'bad-request',
      'invalid-response',
      'graphql',
      'too-many-requests',
    ].includes(error.kind)
  );
}
