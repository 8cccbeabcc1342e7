import { useEffect, useState } from 'react';
import { fetchFile } from '../../../lib/file-download';

/** Types a browser shows as a picture; a preview of anything else is its type's icon. */
export const PREVIEWABLE = new Set(['image/png', 'image/jpeg', 'image/svg+xml']);

/**
 * A picture material's thumbnail as a local address. Files are behind the session's token, which an <img>
 * cannot send, so the picture is fetched and shown from memory, and released when no longer shown.
 */
export function useFilePreview(link: string, mimeType: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!PREVIEWABLE.has(mimeType)) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchFile(link as `/api/${string}`, { signal: controller.signal })
      .then(({ blob }) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {
        // No thumbnail: the type's icon stands in for it.
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [link, mimeType]);
  return url;
}
