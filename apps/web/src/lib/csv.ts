import { saveFile } from './file-download';

/**
 * A CSV file as spreadsheets in Italy open it: fields separated by ';', quoted when they hold a separator,
 * a quote or a line break, lines ended by CRLF, and a byte-order mark so that accents survive.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  const field = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `\uFEFF${rows.map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}

/** Hands CSV rows to the browser as a file named `fileName`. */
export function saveCsv(fileName: string, rows: ReadonlyArray<ReadonlyArray<string | number | null>>): void {
  saveFile(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
