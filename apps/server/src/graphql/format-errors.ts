import { GraphQLError, type ExecutionResult } from 'graphql';
import { HttpError } from '../http/errors';
import type { GraphQLContext } from './context';

type ClientError = Error & { statusCode?: number; code?: string; errors?: unknown[] };

const isClientError = (error: unknown): error is ClientError =>
  error instanceof Error &&
  typeof (error as ClientError).statusCode === 'number' &&
  (error as ClientError).statusCode! < 500;

/**
 * The caller closed the connection while its answer was being written (a page reloaded or left mid-request):
 * nobody is there to read the answer, and nothing failed on this side.
 */
const callerLeft = (error: Error) => (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';

// graphql-js ends validation and coercion messages with the names it guesses ('Did you mean "products"?').
const SUGGESTION = /\s*Did you mean .+\?$/s;

export type FormatOptions = {
  /** Keep graphql-js's 'Did you mean ...?' hints, which name schema fields: off in production. */
  suggestions: boolean;
};

/**
 * Keeps expected errors (access, validation, limits) with their message and HTTP status, and hides the rest
 * behind the request id, which is logged with the cause. Any hidden error makes the answer a 500, so that
 * monitoring counts it.
 */
export function formatErrors(execution: ExecutionResult, context: GraphQLContext, options: FormatOptions) {
  const requestId = String(context.reply.request.id);
  const shown = (message: string) => (options.suggestions ? message : message.replace(SUGGESTION, ''));
  let statusCode = 200;
  let failed = false;
  const errors = (execution.errors ?? []).flatMap((error): GraphQLError[] => {
    const original = error.originalError;
    const where = error.path ? { path: error.path } : {};
    if (original instanceof HttpError) {
      if (statusCode === 200) statusCode = original.statusCode;
      return [
        new GraphQLError(original.message, {
          ...where,
          extensions: { code: original.code, statusCode: original.statusCode, requestId },
        }),
      ];
    }
    if (isClientError(original)) {
      // mercurius reports parse, validation, depth and batching problems as one error holding the list.
      if (statusCode === 200) statusCode = original.statusCode ?? 400;
      const causes =
        Array.isArray(original.errors) && original.errors.length > 0 ? original.errors : [original];
      return causes.map(
        (cause) =>
          new GraphQLError(shown((cause as Error).message), {
            extensions: { code: (cause as ClientError).code ?? original.code ?? 'BAD_REQUEST', requestId },
          }),
      );
    }
    if (!original || original instanceof GraphQLError) {
      if (options.suggestions) return [error];
      return [new GraphQLError(shown(error.message), { ...where, extensions: error.extensions })];
    }
    if (callerLeft(original)) {
      context.reply.request.log.info('the caller left before its answer was written');
      return [
        new GraphQLError('The request was closed before its answer was written.', {
          extensions: { code: 'CLIENT_CLOSED_REQUEST', requestId },
        }),
      ];
    }
    failed = true;
    context.reply.request.log.error({ err: original, path: error.path }, 'graphql resolver failed');
    return [
      new GraphQLError(`Something went wrong. Quote request id ${requestId} to support.`, {
        ...where,
        extensions: { code: 'INTERNAL', requestId },
      }),
    ];
  });
  return { statusCode: failed ? 500 : statusCode, response: { data: execution.data ?? null, errors } };
}
