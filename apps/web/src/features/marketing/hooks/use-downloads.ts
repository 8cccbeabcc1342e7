import { MARKETING_PATHS, type MarketingMaterial } from '@spina/domain';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-errors';
import { fetchFile, saveFile, type DownloadProgress } from '../../../lib/file-download';

/** Why a download failed, as the page words it. */
export type DownloadFailure = 'notAvailable' | 'tooLarge' | 'network' | 'generic';

function failureOf(error: unknown): DownloadFailure {
  if (!(error instanceof ApiError)) return 'generic';
  if (error.kind === 'network') return 'network';
  if (error.code === 'MATERIALS_NOT_AVAILABLE' || error.status === 404) return 'notAvailable';
  if (error.code === 'SELECTION_TOO_LARGE') return 'tooLarge';
  return 'generic';
}

export type BulkDownload =
  | { status: 'idle' }
  | { status: 'running'; progress: DownloadProgress; files: number }
  | { status: 'failed'; failure: DownloadFailure };

/**
 * Downloads the selected materials as one ZIP (spec 3 §7 "bulk-files (POST, blob)"), reporting progress
 * against the archive's length. A failure is logged (spec 3 §8 "Bulk file failure: logged") and shown.
 */
export function useBulkDownload() {
  const [state, setState] = useState<BulkDownload>({ status: 'idle' });
  const running = useRef(false);
  const start = useCallback(async (ids: readonly string[]) => {
    if (running.current || ids.length === 0) return false;
    running.current = true;
    setState({ status: 'running', progress: { received: 0, total: null }, files: ids.length });
    try {
      const file = await fetchFile(`/api/content/v1/${MARKETING_PATHS.bulkFiles}`, {
        body: { ids },
        onProgress: (progress) => setState({ status: 'running', progress, files: ids.length }),
      });
      saveFile(file.blob, file.fileName ?? 'spina-marketing.zip');
      setState({ status: 'idle' });
      return true;
    } catch (error) {
      console.error('bulk files failed', error);
      setState({ status: 'failed', failure: failureOf(error) });
      return false;
    } finally {
      running.current = false;
    }
  }, []);
  const dismiss = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, dismiss };
}

/** Downloads one material; `failed` names the one whose download failed, until the next try. */
export function useSingleDownload() {
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ id: string; failure: DownloadFailure } | null>(null);
  const download = useCallback(async (material: MarketingMaterial) => {
    setPending(material.id);
    setFailed(null);
    try {
      const file = await fetchFile(material.file.link as `/api/${string}`);
      saveFile(file.blob, file.fileName ?? material.file.metadata.fileName);
    } catch (error) {
      console.error('material download failed', error);
      setFailed({ id: material.id, failure: failureOf(error) });
    } finally {
      setPending(null);
    }
  }, []);
  return { pending, failed, download };
}
