import { marketOfStore } from '@spina/domain';
import type { $ZodType, output } from 'zod/v4/core';
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
 * A contract's zod schema, or a function that loads it: the first page's calls load theirs (and zod) while the
 * call is on its way, so neither weighs on the scripts the first page waits for (lib/first-page-schemas.ts).
 */
export type AnswerSchema<Schema extends $ZodType> = Schema | (() => Promise<Schema>);

/**
 * Calls a REST service under /api (spec 3 §7) or the sign-in service under /auth with the headers of every call, the `market` header and the
 * `lang` parameter, and validates the answer with the contract's zod schema, so a response the web does
 * not understand fails loudly instead of breaking a screen later.
 */
export async function restRequest<Schema extends $ZodType>(
  path: `/api/${string}` | `/auth/${string}`,
  answerSchema: AnswerSchema<Schema>,
  options: RestOptions = {},
): Promise<output<Schema>> {
  const checker = Promise.all([
    import('./answer-check'),
    typeof answerSchema === 'function' ? answerSchema() : answerSchema,
  ]);
  // Awaited only once the answer is in; a failed call must not leave it rejected unheard.
  checker.catch(() => undefined);
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
  const [{ checkAnswer }, schema] = await checker;
  return checkAnswer(schema, result.body, path, result.status);
}

/**
 * Downloads a file from a REST service with the headers of every call and hands it to the browser as a file to
 * save, under the name the server gave it (or `fallbackName`).
 */
export async function restDownload(path: `/api/${string}`, fallbackName: string): Promise<void> {
  const file = await fetchFile(path);
  saveFile(file.blob, file.fileName ?? fallbackName);
}
