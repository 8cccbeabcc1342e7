import { marketOfStore } from '@spina/domain';
import { errorOfResponse, sendRequest } from './fetch-json';
import { storedLanguage } from './i18n/language';
import { requestHeaders } from './request-headers';
import { LOCAL_KEYS, readLocal } from './storage';

/** How far a download is: bytes received and, when the server said, how many there are in all. */
export type DownloadProgress = { received: number; total: number | null };

/** Options of a file download: a JSON body (which makes it a POST), progress reports, an abort signal. */
export type FileRequestOptions = {
  body?: unknown;
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
};

/** A downloaded file: its bytes and the name the server gave it (Content-Disposition), if any. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/** The file name of a Content-Disposition header: the UTF-8 one (RFC 8187) first, else the plain one. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a broken encoding: fall back to the plain name
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/** Reads a body chunk by chunk, reporting progress against Content-Length when the server sent one. */
async function readWithProgress(response: Response, onProgress?: FileRequestOptions['onProgress']) {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body || !onProgress) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress({ received, total });
  }
  return new Blob(chunks, { type });
}

/**
 * Downloads a file from the API with the headers of every call (the session's token, market, language), as
 * the spec's blob calls do (spec 3 §7 "bulk-files (POST, blob)"): files behind a permission cannot be plain
 * links, since a link carries no token. A 401 renews the session once, as JSON calls do.
 */
export async function fetchFile(
  path: `/api/${string}`,
  options: FileRequestOptions = {},
): Promise<DownloadedFile> {
  const separator = path.includes('?') ? '&' : '?';
  const url = `${path}${separator}lang=${encodeURIComponent(storedLanguage())}`;
  const headers: Record<string, string> = {
    ...requestHeaders(),
    market: marketOfStore(readLocal(LOCAL_KEYS.store)),
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await sendRequest(url, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    untimed: true,
  });
  if (!response.ok) throw await errorOfResponse(response);
  const blob = await readWithProgress(response, options.onProgress);
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** Hands a downloaded file to the browser to save, under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is freed right after.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
