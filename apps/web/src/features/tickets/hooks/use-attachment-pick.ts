import { useState } from 'react';
import { refusedFiles, type RefusedFile } from '../attachment-check';

/** Files picked to attach to a ticket, and those of them that cannot be, as AttachmentPicker shows them. */
export function useAttachmentPick() {
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);

  const pick = async (picked: File[]) => {
    setFiles(picked);
    setRefused(await refusedFiles(picked));
  };

  /**
   * Whether every picked file may be sent, checked once more: sending may come before the check of the last
   * pick has read its files.
   */
  const allAccepted = async () => {
    const bad = await refusedFiles(files);
    setRefused(bad);
    return bad.length === 0;
  };

  return { files, refused, pick, allAccepted, clear: () => setFiles([]) };
}

export type AttachmentPick = ReturnType<typeof useAttachmentPick>;
