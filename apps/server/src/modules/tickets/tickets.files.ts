import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The bytes of ticket attachments, kept in DATA_DIR/tickets outside the web root (COMMON rules: binary files are
 * served only through a scoped route). A file is named by its attachment's id, never by the user's file name, so
 * no name can reach outside the folder.
 */
export type AttachmentFiles = {
  write: (ticketId: string, attachmentId: string, bytes: Uint8Array) => Promise<void>;
  read: (ticketId: string, attachmentId: string) => Promise<Buffer | null>;
  remove: (ticketId: string, attachmentId: string) => Promise<void>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function attachmentFiles(dataDir: string): AttachmentFiles {
  const root = join(dataDir, 'tickets');
  const pathOf = (ticketId: string, attachmentId: string) => {
    // Ids come from the database; checked again so that a path can only ever be root/<uuid>/<uuid>.
    if (!UUID.test(ticketId) || !UUID.test(attachmentId)) throw new Error('Not an attachment id');
    return join(root, ticketId, attachmentId);
  };
  return {
    async write(ticketId, attachmentId, bytes) {
      await mkdir(join(root, ticketId), { recursive: true });
      await writeFile(pathOf(ticketId, attachmentId), bytes, { flag: 'wx' });
    },
    async read(ticketId, attachmentId) {
      try {
        return await readFile(pathOf(ticketId, attachmentId));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(ticketId, attachmentId) {
      await rm(pathOf(ticketId, attachmentId), { force: true });
    },
  };
}
