/** A date and time of a ticket in the reader's language (it: 24/11/2026 09:30). */
export function formatDate(iso: string, language: string, withTime = true): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'it-IT', {
    dateStyle: 'short',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(iso));
}

/** A file size in kilobytes, at least 1. */
export const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));
