import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/errors';
import type { GraphQLContext } from './context';
import { formatErrors } from './format-errors';

const context = () => {
  const error = vi.fn();
  const info = vi.fn();
  return {
    log: error,
    info,
    context: { reply: { request: { id: 'req-1', log: { error, info } } } } as unknown as GraphQLContext,
  };
};

const failure = (cause: Error) =>
  new GraphQLError(cause.message, { originalError: cause, path: ['products'] });

describe('GraphQL error answers', () => {
  // Issue 8, finding 5: real server errors came back as HTTP 200, invisible to monitoring.
  it('answers an unexpected failure with 500, hides its cause and logs it', () => {
    const { context: ctx, log } = context();
    const answer = formatErrors(
      { data: null, errors: [failure(new Error('relation "x" does not exist'))] },
      ctx,
      {
        suggestions: false,
      },
    );
    expect(answer.statusCode).toBe(500);
    expect(answer.response.errors[0]?.extensions).toEqual({ code: 'INTERNAL', requestId: 'req-1' });
    expect(answer.response.errors[0]?.message).not.toContain('relation');
    expect(log).toHaveBeenCalledOnce();
  });

  // A page reloaded while its answer was compressed and sent: the stream closes early, and no server error is logged.
  it('does not count a caller that left mid-answer as a server failure', () => {
    const { context: ctx, log, info } = context();
    const closed = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    const answer = formatErrors({ data: null, errors: [failure(closed)] }, ctx, { suggestions: false });
    expect(answer.statusCode).toBe(200);
    expect(answer.response.errors[0]?.extensions).toEqual({
      code: 'CLIENT_CLOSED_REQUEST',
      requestId: 'req-1',
    });
    expect(log).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledOnce();
  });

  it('keeps the status of an expected error and 200 without errors', () => {
    const { context: ctx } = context();
    const refused = formatErrors(
      { data: null, errors: [failure(new HttpError(403, 'FORBIDDEN', 'No'))] },
      ctx,
      {
        suggestions: false,
      },
    );
    expect(refused.statusCode).toBe(403);
    expect(formatErrors({ data: { a: 1 } }, ctx, { suggestions: false }).statusCode).toBe(200);
  });

  // Issue 8, finding 6: 'Did you mean "products"?' told strangers the schema with introspection off.
  it("drops graphql-js's suggestions unless asked to keep them", () => {
    const { context: ctx } = context();
    const validation = Object.assign(new Error('Graphql validation error'), {
      statusCode: 400,
      code: 'MER_ERR_GQL_VALIDATION',
      errors: [new GraphQLError('Cannot query field "produts" on type "Query". Did you mean "products"?')],
    });
    const hidden = formatErrors({ data: null, errors: [failure(validation)] }, ctx, { suggestions: false });
    expect(hidden.response.errors[0]?.message).toBe('Cannot query field "produts" on type "Query".');
    const shown = formatErrors({ data: null, errors: [failure(validation)] }, ctx, { suggestions: true });
    expect(shown.response.errors[0]?.message).toContain('Did you mean "products"?');
  });
});
