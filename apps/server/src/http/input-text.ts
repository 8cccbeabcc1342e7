import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** The message of a request refused for a NUL character (PostgreSQL text cannot hold one). */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain the NUL character (\\u0000).';

// Parsed JSON and query strings only (fast-querystring's objects have a prototype without one); files and
// streams are not text.
function isPlainContainer(value: object): boolean {
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/** The path of the first string (value or key) holding a NUL character, or null. */
export function findNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '/' : null;
  if (typeof value !== 'object' || value === null || !isPlainContainer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const where = `${path}/${key}`;
    if (key.includes('\u0000')) return where;
    const found = findNulCharacter(item, where);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, before any route's own validation, every request whose body, query string or path parameters hold a
 * NUL character: GraphQL variables and REST input alike would otherwise reach PostgreSQL and fail there.
 */
export function registerInputTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const where =
      findNulCharacter(request.params, '/params') ??
      findNulCharacter(request.query, '/query') ??
      findNulCharacter(request.body, '/body');
    if (where) throw badRequest(`${NUL_CHARACTER_MESSAGE} At ${where}.`, 'INVALID_CHARACTER');
  });
}
