import { ATTACHMENT_LIMITS, checkAttachment, TICKET_MESSAGES } from '@spina/domain';

/** A file the user picked that cannot be attached, with the message (an English key of the messages catalogue). */
export type RefusedFile = { name: string; message: string };

async function bytesOf(file: File): Promise<Uint8Array> {
  // Blob.arrayBuffer is missing from some test DOMs; FileReader is everywhere.
  if (typeof file.arrayBuffer === 'function') return new Uint8Array(await file.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Checks picked files with the server's own rule (name, size, type read from the bytes), before anything is sent:
 * a wrong file is named and refused here, and nothing is stored. Oversized files are refused without reading them.
 */
export async function refusedFiles(files: readonly File[]): Promise<RefusedFile[]> {
  if (files.length > ATTACHMENT_LIMITS.maxFiles)
    return [{ name: '', message: TICKET_MESSAGES.attachmentTooMany }];
  const refused: RefusedFile[] = [];
  for (const file of files) {
    const bytes = file.size > ATTACHMENT_LIMITS.maxBytes ? new Uint8Array() : await bytesOf(file);
    const result = checkAttachment({ fileName: file.name, size: file.size, bytes });
    if (!result.ok) refused.push({ name: file.name, message: TICKET_MESSAGES[result.refusal] });
  }
  return refused;
}
