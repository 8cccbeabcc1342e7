/**
 * Files a ticket may carry: documents and pictures a buyer or customer service attaches (spec 3 §3 Ticket
 * attachments). The type is read from the file's first bytes, never taken from the name or the declared type
 * alone, so a script renamed to .pdf is refused.
 */

/** At most this many bytes per file, and this many files per upload. */
export const ATTACHMENT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 5,
  /** Longest file name kept (longer names are refused rather than cut, so the name stays the user's). */
  maxNameLength: 120,
} as const;

/** The kinds of file accepted, with the content type they are served with and the extensions they may carry. */
export const ATTACHMENT_KINDS = {
  pdf: { contentType: 'application/pdf', extensions: ['pdf'] },
  png: { contentType: 'image/png', extensions: ['png'] },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  txt: { contentType: 'text/plain; charset=utf-8', extensions: ['txt'] },
  csv: { contentType: 'text/csv; charset=utf-8', extensions: ['csv'] },
} as const;
export type AttachmentKind = keyof typeof ATTACHMENT_KINDS;

/** The `accept` list of a file picker: the extensions above. */
export const ATTACHMENT_ACCEPT = Object.values(ATTACHMENT_KINDS)
  .flatMap((kind) => kind.extensions.map((extension) => `.${extension}`))
  .join(',');

/** Why a file cannot be attached: a key of TICKET_MESSAGES. */
export type AttachmentRefusal =
  'attachmentEmpty' | 'attachmentTooLarge' | 'attachmentType' | 'attachmentName';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/**
 * True when the bytes are UTF-8 text without control characters other than tab, line feed, carriage return and
 * form feed (a byte-order mark is fine): what a .txt or .csv may hold.
 */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
}

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName.trim());
  return match ? match[1]!.toLowerCase() : '';
}

/** The kind of a file from its bytes and its name's extension, or null when it is not one that is accepted. */
export function attachmentKindOf(fileName: string, bytes: Uint8Array): AttachmentKind | null {
  const extension = extensionOf(fileName);
  const byContent: AttachmentKind | null = startsWith(bytes, PDF)
    ? 'pdf'
    : startsWith(bytes, PNG)
      ? 'png'
      : startsWith(bytes, JPEG)
        ? 'jpeg'
        : null;
  if (byContent)
    return (ATTACHMENT_KINDS[byContent].extensions as readonly string[]).includes(extension)
      ? byContent
      : null;
  if (extension === 'txt' || extension === 'csv') return isPlainText(bytes) ? extension : null;
  return null;
}

// Path separators, control characters and characters Windows refuses in a name.
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[\u0000-\u001F\u007F/\\:*?"<>|]/;

/** True for a file name that can be stored and offered back as a download name as it is. */
export function isSafeFileName(fileName: string): boolean {
  const name = fileName.trim();
  return (
    name !== '' &&
    name === fileName &&
    [...name].length <= ATTACHMENT_LIMITS.maxNameLength &&
    !UNSAFE_NAME.test(name) &&
    !name.startsWith('.')
  );
}

/** A file about to be attached: its name, size and first bytes (the whole file on the server). */
export type AttachmentCandidate = { fileName: string; size: number; bytes: Uint8Array };

/**
 * Why one file cannot be attached, or its kind. The web checks the first bytes before sending; the server checks
 * the whole file again before storing anything.
 */
export function checkAttachment(
  file: AttachmentCandidate,
): { ok: true; kind: AttachmentKind } | { ok: false; refusal: AttachmentRefusal } {
  if (!isSafeFileName(file.fileName)) return { ok: false, refusal: 'attachmentName' };
  if (file.size === 0) return { ok: false, refusal: 'attachmentEmpty' };
  if (file.size > ATTACHMENT_LIMITS.maxBytes) return { ok: false, refusal: 'attachmentTooLarge' };
  const kind = attachmentKindOf(file.fileName, file.bytes);
  return kind ? { ok: true, kind } : { ok: false, refusal: 'attachmentType' };
}
