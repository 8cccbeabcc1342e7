import { strToU8, zipSync } from 'fflate';
import { saveFile } from './file-download';

/** A cell of a sheet: text, a number (kept a number, so that the spreadsheet can sum it) or nothing. */
export type XlsxCell = string | number | null | undefined;

/** One worksheet: its tab name, its rows, and how its numbers are shown. */
export type XlsxSheet = {
  /** The tab's name; characters a sheet name cannot hold are replaced, and it is cut to 31 characters. */
  name: string;
  rows: ReadonlyArray<ReadonlyArray<XlsxCell>>;
  /** An Excel number format per column (e.g. '0.0', '#,##0.00'), applied to that column's numbers. */
  formats?: ReadonlyArray<string | undefined>;
  /** How many leading rows are headings: bold, and kept in view while scrolling. Default 1. */
  headerRows?: number;
};

/** The media type of an .xlsx file. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** The longest text a cell holds (Excel's limit). */
const MAX_CELL_TEXT = 32_767;
/** The first id of a custom number format; lower ids are Excel's built-in formats. */
const FIRST_CUSTOM_FORMAT = 164;
/** Cell styles: 0 plain, 1 bold heading, then one per number format. */
const HEADING_STYLE = 1;

// Characters XML 1.0 cannot carry at all (controls other than tab and line breaks, lone surrogates, U+FFFE/F).
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text made safe for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The letters of a column from its index: 0 is A, 25 is Z, 26 is AA. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** A sheet name Excel accepts: no : \ / ? * [ ], no quote at either end, 1 to 31 characters. */
function sheetName(name: string): string {
  const clean = name
    .replace(/[:\\/?*[\]]/g, ' ')
    .replace(NOT_XML, '')
    .replace(/^'+|'+$/g, '')
    .trim()
    .slice(0, 31)
    .trim();
  return clean || 'Sheet1';
}

const isNumber = (cell: XlsxCell): cell is number => typeof cell === 'number' && Number.isFinite(cell);

function cellXml(cell: XlsxCell, ref: string, style: number): string {
  const s = style > 0 ? ` s="${style}"` : '';
  if (isNumber(cell)) return `<c r="${ref}"${s}><v>${cell}</v></c>`;
  if (typeof cell !== 'string' || cell === '') return '';
  const text = escapeXml(cell.slice(0, MAX_CELL_TEXT));
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
}

/** A column width (in characters) that fits its longest value, within reason. */
function columnWidths(rows: XlsxSheet['rows']): number[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, index) => {
      const length = cell === null || cell === undefined ? 0 : String(cell).length;
      widths[index] = Math.max(widths[index] ?? 8, Math.min(60, length + 2));
    });
  }
  return widths;
}

function worksheetXml(sheet: XlsxSheet, formatStyle: (column: number) => number): string {
  const headerRows = Math.min(sheet.headerRows ?? 1, sheet.rows.length);
  const rows = sheet.rows.map((row, r) => {
    const cells = row.map((cell, c) => {
      const style = r < headerRows ? HEADING_STYLE : isNumber(cell) ? formatStyle(c) : 0;
      return cellXml(cell, `${columnName(c)}${r + 1}`, style);
    });
    return `<row r="${r + 1}">${cells.join('')}</row>`;
  });
  const frozen =
    headerRows > 0
      ? `<sheetViews><sheetView workbookViewId="0"><pane ySplit="${headerRows}" topLeftCell="A${headerRows + 1}" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>`
      : '';
  const widths = columnWidths(sheet.rows);
  const cols =
    widths.length > 0
      ? `<cols>${widths.map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`).join('')}</cols>`
      : '';
  return `${DECLARATION}<worksheet xmlns="${MAIN}">${frozen}${cols}<sheetData>${rows.join('')}</sheetData></worksheet>`;
}

function stylesXml(formats: string[]): string {
  const numFmts =
    formats.length > 0
      ? `<numFmts count="${formats.length}">${formats
          .map((code, i) => `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + i}" formatCode="${escapeXml(code)}"/>`)
          .join('')}</numFmts>`
      : '';
  const xfs = [
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>',
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>',
    ...formats.map(
      (_, i) =>
        `<xf numFmtId="${FIRST_CUSTOM_FORMAT + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    ),
  ];
  return (
    `${DECLARATION}<styleSheet xmlns="${MAIN}">${numFmts}` +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}

/**
 * A one-sheet workbook as the bytes of an .xlsx file (Office Open XML SpreadsheetML): texts as inline strings,
 * numbers as numbers with the column's format, the heading rows bold and frozen. The minimal package: content
 * types, relationships, workbook, styles and one worksheet, deflated into a ZIP by fflate.
 */
export function toXlsx(sheet: XlsxSheet): Uint8Array<ArrayBuffer> {
  const formats = [...new Set((sheet.formats ?? []).filter((code): code is string => Boolean(code)))];
  const formatStyle = (column: number) => {
    const code = sheet.formats?.[column];
    return code ? HEADING_STYLE + 1 + formats.indexOf(code) : 0;
  };
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels':
      `${DECLARATION}<Relationships xmlns="${PACKAGE_REL}">` +
      `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml':
      `${DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
      `<sheet name="${escapeXml(sheetName(sheet.name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${DECLARATION}<Relationships xmlns="${PACKAGE_REL}">` +
      `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': stylesXml(formats),
    'xl/worksheets/sheet1.xml': worksheetXml(sheet, formatStyle),
  };
  return zipSync(Object.fromEntries(Object.entries(parts).map(([path, xml]) => [path, strToU8(xml)])), {
    level: 6,
  });
}

/** Hands a one-sheet workbook to the browser as a file named `fileName`. */
export function saveXlsx(fileName: string, sheet: XlsxSheet): void {
  saveFile(new Blob([toXlsx(sheet)], { type: XLSX_TYPE }), fileName);
}
