import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { ApiError } from './api-errors';

/**
 * The answer of a REST call as its contract's schema reads it, or an 'invalid-response' error that says where
 * it differs. Loaded with the first call that needs it (lib/rest.ts), so zod is not among the first page's scripts.
 */
export function checkAnswer<Schema extends $ZodType>(
  schema: Schema,
  body: unknown,
  path: string,
  status: number,
): output<Schema> {
  const parsed = safeParse(schema, body);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new ApiError('invalid-response', `Unexpected answer from ${path}: ${where.join('; ')}`, status);
}
