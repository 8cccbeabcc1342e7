import { DOCUMENTS_BASE, DOCUMENTS_PATHS, type PortalDocument } from '@spina/domain';
import { useCallback, useRef, useState } from 'react';
import { fetchFile, saveFile, type DownloadProgress } from '../../../lib/file-download';

/** The ZIP download: idle, running with its progress, or failed. */
export type ZipDownload =
  { status: 'idle' } | { status: 'running'; progress: DownloadProgress } | { status: 'failed' };

/**
 * Downloads the selected documents as one ZIP (spec 3 §7 GetDownloadZipDocumentsBulk, a blob), with progress
 * against the archive's length. A failure is logged and shown (spec 3 §8: "the error is stored").
 */
export function useZipDownload() {
  const [state, setState] = useState<ZipDownload>({ status: 'idle' });
  const running = useRef(false);
  const start = useCallback(async (ids: readonly string[]) => {
    if (running.current || ids.length === 0) return false;
    running.current = true;
    setState({ status: 'running', progress: { received: 0, total: null } });
    try {
      const file = await fetchFile(`${DOCUMENTS_BASE}/${DOCUMENTS_PATHS.zip}`, {
        body: { ids },
        onProgress: (progress) => setState({ status: 'running', progress }),
      });
      saveFile(file.blob, file.fileName ?? 'spina-documents.zip');
      setState({ status: 'idle' });
      return true;
    } catch (error) {
      console.error('documents zip failed', error);
      setState({ status: 'failed' });
      return false;
    } finally {
      running.current = false;
    }
  }, []);
  const dismiss = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, dismiss };
}

/** Downloads one document's file; `failed` names the document whose download failed, until the next try. */
export function useDocumentDownload() {
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const download = useCallback(async (document: PortalDocument) => {
    const link = document.documentList[0]?.link;
    if (!link) return;
    setPending(document.id);
    setFailed(null);
    try {
      const file = await fetchFile(link as `/api/${string}`);
      saveFile(file.blob, file.fileName ?? `${document.number}.pdf`);
    } catch (error) {
      console.error('document download failed', error);
      setFailed(document.id);
    } finally {
      setPending(null);
    }
  }, []);
  return { pending, failed, download };
}
