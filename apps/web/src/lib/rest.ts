import { marketOfStore } from '@spina/domain';
import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { ApiError } from './api-errors';
import { fetchJson } from './fetch-json';
import { fetchFile, saveFile } from './file-download';
import { storedLanguage } from './i18n/language';
import { requestHeaders } from './request-headers';
import { LOCAL_KEYS, readLocal } from './storage';

/** A query parameter's value; a list repeats the parameter once per item (spec 3 §7 "repeated Tags"). */
type QueryValue = string | number | boolean | readonly string[] | null | undefined;

/**
 * Options of a REST call: query parameters (null and undefined left out), a body (JSON, or a FormData sent as
 * multipart/form-data), an abort signal.
 */
export type RestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Headers that replace those of every call, e.g. the `outletid` of another ship-to the call is about. */
  headers?: Record<string, string>;
};

function urlOf(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(name, item);
    else if (value !== null && value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls a REST service under /api (spec 3 §7) or the sign-in service under /auth with the headers of every call, the `market` header and the
 * `lang` parameter, and validates the answer with the contract's zod schema, so a response the web does
 * not understand fails loudly instead of breaking a screen later.
 */
export async function restRequest<Schema extends $ZodType>(
  path: `/api/${string}` | `/auth/${string}`,
  schema: Schema,
  options: RestOptions = {},
): Promise<output<Schema>> {
  const { method = 'GET', query = {}, body, signal } = options;
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...requestHeaders(),
    market: marketOfStore(readLocal(LOCAL_KEYS.store)),
    ...options.headers,
  };
  // A form (files) goes as multipart/form-data, whose boundary the browser writes into the content type.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const result = await fetchJson(urlOf(path, { lang: storedLanguage(), ...query }), {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
  });
  if (result.error) throw result.error;
  const parsed = safeParse(schema, result.body);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ApiError(
      'invalid-response',
      `Unexpected answer from ${path}: ${where.join('; ')}`,
      result.status,
    );
  }
  return parsed.data;
}

/**
 * Downloads a file from a REST service with the headers of every call and hands it to the browser as a file to
 * save, under the name the server gave it (or `fallbackName`).
 */
export async function restDownload(path: `/api/${string}`, fallbackName: string): Promise<void> {
  const file = await fetchFile(path);
  saveFile(file.blob, file.fileName ?? fallbackName);
}
