import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

/** A file to put in the archive: its path inside it, its exact size, its date, and how to read its bytes. */
export type ArchiveEntry = { path: string; size: number; modifiedAt: Date; read: () => Promise<Buffer> };

// fflate writes each entry as a local header (30 bytes and the name), the data, a data descriptor (16 bytes),
// and, at the end, a central-directory record (46 bytes and the name) per entry and its end record (22 bytes).
const LOCAL_HEADER = 30;
const DATA_DESCRIPTOR = 16;
const CENTRAL_RECORD = 46;
const END_RECORD = 22;

/**
 * The exact length of the stored (uncompressed) archive of `entries`, known before a byte is written, so the
 * answer can carry a Content-Length and the browser can show real progress. Materials are mostly PDFs and
 * pictures that compress little, so storing them costs little and keeps the length exact.
 */
export function storedArchiveSize(entries: ReadonlyArray<Pick<ArchiveEntry, 'path' | 'size'>>): number {
  return entries.reduce((total, entry) => {
    const name = Buffer.byteLength(entry.path, 'utf8');
    return total + LOCAL_HEADER + name + entry.size + DATA_DESCRIPTOR + CENTRAL_RECORD + name;
  }, END_RECORD);
}

/** ZIP dates cover 1980 to 2107; a file dated outside gets the nearest end. */
function zipDate(date: Date): Date {
  const time = Math.min(Math.max(date.getTime(), Date.UTC(1980, 0, 2)), Date.UTC(2107, 11, 30));
  return new Date(time);
}

/**
 * Streams a stored ZIP of `entries`, reading one file at a time, so memory holds one file and not the whole
 * selection. A file that cannot be read ends the stream with an error: the caller's length check then fails
 * and no truncated archive passes for a whole one.
 */
export function streamArchive(entries: readonly ArchiveEntry[]): Readable {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.write(chunk);
    if (final) output.end();
  });
  void (async () => {
    try {
      for (const entry of entries) {
        const file = new ZipPassThrough(entry.path);
        file.mtime = zipDate(entry.modifiedAt);
        zip.add(file);
        const bytes = await entry.read();
        if (bytes.length !== entry.size) throw new Error(`${entry.path} changed while being archived`);
        file.push(bytes, true);
      }
      zip.end();
    } catch (error) {
      zip.terminate();
      output.destroy(error as Error);
    }
  })();
  return output;
}
