import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An expected HTTP failure whose message is safe to show to the caller. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** What exactly was refused (e.g. which of the ids sent), safe to show to the caller. */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'Authentication required') =>
  new HttpError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, 'FORBIDDEN', message);
export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, code, message);
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);

/** The JSON body of every REST error. */
export type ErrorBody = {
  statusCode: number;
  code: string;
  error: string;
  message: string;
  requestId: string;
  details?: unknown;
};

const reasonPhrase: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * Answers expected errors with their own message and unexpected ones generically, always with the request id
 * so that support can find the log line.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const requestId = String(request.id);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ErrorBody = {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        error: 'Bad Request',
        message: 'The request is not valid',
        requestId,
        details: error.validation.map((issue) => ({ path: issue.instancePath, message: issue.message })),
      };
      return reply.status(400).send(body);
    }
    const statusCode =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    // An HttpError's message is safe to show even when a service it relies on failed (a 502 of the mail server).
    if (statusCode >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed');
      const body: ErrorBody = {
        statusCode,
        code: 'INTERNAL',
        error: reasonPhrase[statusCode] ?? 'Error',
        message: `Something went wrong. Quote request id ${requestId} to support.`,
        requestId,
      };
      return reply.status(statusCode).send(body);
    }
    if (statusCode >= 500) request.log.warn({ err: error }, 'a service the request needs failed');
    if (error instanceof HttpError) reply.headers(error.headers);
    // The rest of an oversized upload is not worth reading: closing the connection spares the server draining it.
    if (statusCode === 413) reply.header('connection', 'close');
    const body: ErrorBody = {
      statusCode,
      code: error.code ?? 'ERROR',
      error: reasonPhrase[statusCode] ?? 'Error',
      message: error.message,
      requestId,
      ...(error instanceof HttpError && error.details !== undefined ? { details: error.details } : {}),
    };
    return reply.status(statusCode).send(body);
  });
}
