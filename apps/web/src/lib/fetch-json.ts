import { ApiError, errorForStatus } from './api-errors';

/** HTTP timeout of every call (spec 3 §9). */
export const REQUEST_TIMEOUT_MS = 55_000;

function withTimeout(signal: AbortSignal | undefined, untimed: boolean): AbortSignal | undefined {
  if (untimed) return signal;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

type ErrorBody = { message?: unknown; code?: unknown; requestId?: unknown; details?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The seconds of a Retry-After header (a number of seconds or an HTTP date), or null. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Renews the access token after a 401: the new token, or null when the session is over. */
export type SessionRecovery = () => Promise<string | null>;
let recoverSession: SessionRecovery | null = null;

/**
 * Installs what a call answered 401 with a bearer token does (the session's refresh), or removes it. The
 * call is then sent once more with the new token; the session's own calls under /auth never are.
 */
export function setSessionRecovery(recovery: SessionRecovery | null): void {
  recoverSession = recovery;
}

function recoverable(url: string, headers: Record<string, string>): boolean {
  return recoverSession !== null && 'authorization' in headers && !url.startsWith('/auth/');
}

/**
 * Sends one request and reads its JSON body. A network failure or timeout becomes an ApiError of kind
 * 'network'; a non-JSON body one of kind 'invalid-response'. The HTTP status is returned for the caller
 * to judge, with the typed error it maps to when it is not a success. A 401 to a call made with the
 * session's token renews the token once and sends the call again.
 */
export function fetchJson(url: string, init: JsonRequestInit): Promise<JsonAnswer> {
  return send(url, init);
}

/** The options of a call; headers are a plain record so that a retry can replace the token. */
export type JsonRequestInit = Omit<RequestInit, 'headers'> & {
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** A file download runs as long as its bytes arrive: a large ZIP on a slow line outlasts the call timeout. */
  untimed?: boolean;
};
type JsonAnswer = { status: number; body: unknown; error: ApiError | null };

/**
 * Sends a request and answers its response, whatever it is: a network failure or timeout becomes an ApiError
 * of kind 'network', and a 401 to a call made with the session's token renews the token once and sends the
 * call again. JSON calls read the body with fetchJson; file downloads (lib/file-download) read it themselves.
 */
export async function sendRequest(url: string, init: JsonRequestInit, retried = false): Promise<Response> {
  const { untimed = false, ...request } = init;
  let response: Response;
  try {
    response = await fetch(url, {
      ...request,
      credentials: 'same-origin',
      signal: withTimeout(init.signal, untimed),
    });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiError('network', 'The server could not be reached', null);
  }
  const headers = init.headers ?? {};
  if (response.status === 401 && !retried && recoverable(url, headers)) {
    const token = await recoverSession!();
    if (token)
      return sendRequest(url, { ...init, headers: { ...headers, authorization: `Bearer ${token}` } }, true);
  }
  return response;
}

/** The typed error of a failed answer whose JSON body (if any) is `body`. */
function failureOf(response: Response, body: unknown): ApiError {
  const details = (body ?? {}) as ErrorBody;
  return errorForStatus(response.status, {
    message: text(details.message),
    code: text(details.code),
    requestId: text(details.requestId) ?? response.headers.get('x-request-id'),
    retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
    details: details.details ?? null,
  });
}

async function send(url: string, init: JsonRequestInit): Promise<JsonAnswer> {
  const response = await sendRequest(url, init);
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    if (response.ok)
      throw new ApiError('invalid-response', 'The server sent an unreadable answer', response.status);
  }
  if (response.ok) return { status: response.status, body, error: null };
  return { status: response.status, body, error: failureOf(response, body) };
}

/** The typed error of a failed response, read from its JSON body when it has one. */
export async function errorOfResponse(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  return failureOf(response, body);
}
