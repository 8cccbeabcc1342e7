import { COUNTER_MAX, COUNTER_MAX_LENGTH } from '@spina/domain';

/** The unit a list line counts in: sales units (packages), pallet layers or whole pallets (spec 2 §4). */
export type ListUnit = 'units' | 'layers' | 'pallets';

/** A well-formed line of a pasted or uploaded order list; the code is a SKU or an EAN, the server tells which. */
export type OrderListLine = { lineNumber: number; code: string; quantity: number; unit: ListUnit };

/** Why a line could not be read. */
export type OrderListProblem =
  | 'missingCode'
  | 'missingQuantity'
  | 'badQuantity'
  | 'quantityTooLarge'
  | 'unknownUnit'
  | 'tooManyColumns'
  | 'duplicate'
  | 'tooManyLines'
  | 'empty';

export type OrderListError = { lineNumber: number; text: string; problem: OrderListProblem };

/** A parsed list: its lines, or, when any line is malformed, every problem and no line at all. */
export type ParsedOrderList = { ok: true; lines: OrderListLine[] } | { ok: false; errors: OrderListError[] };

/** How many lines one list may hold, so that a wrong file (an export of the whole catalogue) is refused whole. */
export const ORDER_LIST_MAX_LINES = 200;

// Unit words in Italian and English, singular and plural, and their usual abbreviations.
const UNIT_WORDS: Readonly<Record<string, ListUnit>> = {
  u: 'units',
  un: 'units',
  unit: 'units',
  units: 'units',
  pz: 'units',
  pezzi: 'units',
  unita: 'units',
  unità: 'units',
  cartone: 'units',
  cartoni: 'units',
  package: 'units',
  packages: 'units',
  l: 'layers',
  layer: 'layers',
  layers: 'layers',
  strato: 'layers',
  strati: 'layers',
  p: 'pallets',
  pal: 'pallets',
  pallet: 'pallets',
  pallets: 'pallets',
  bancale: 'pallets',
  bancali: 'pallets',
};

// A first line whose first cell is one of these words names the columns and is skipped.
const HEADER_WORDS = new Set(['sku', 'ean', 'code', 'codice', 'articolo', 'product', 'prodotto']);

function cellsOf(line: string): string[] {
  const separator = /[;\t]/.test(line) ? /[;\t]/ : line.includes(',') ? /,/ : /\s+/;
  return line
    .split(separator)
    .map((cell) =>
      cell
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    )
    .filter((cell, index, cells) => cell !== '' || index < cells.length - 1);
}

function readLine(text: string, lineNumber: number): OrderListLine | { problem: OrderListProblem } {
  const [code = '', quantityText = '', unitText = '', ...rest] = cellsOf(text);
  if (rest.some((cell) => cell !== '')) return { problem: 'tooManyColumns' };
  if (code === '') return { problem: 'missingCode' };
  if (quantityText === '') return { problem: 'missingQuantity' };
  if (!/^\d+$/.test(quantityText)) return { problem: 'badQuantity' };
  if (quantityText.replace(/^0+(?=\d)/, '').length > COUNTER_MAX_LENGTH)
    return { problem: 'quantityTooLarge' };
  const quantity = Number(quantityText);
  if (quantity <= 0) return { problem: 'badQuantity' };
  if (quantity > COUNTER_MAX) return { problem: 'quantityTooLarge' };
  const unit = unitText === '' ? 'units' : UNIT_WORDS[unitText.toLowerCase()];
  if (!unit) return { problem: 'unknownUnit' };
  return { lineNumber, code, quantity, unit };
}

/**
 * Reads a pasted list or a CSV file: one line per product, `code; quantity; unit` separated by semicolons,
 * tabs, commas or spaces; the unit (units, layers, pallets, in Italian or English) defaults to units. Blank
 * lines and a heading line are skipped. An empty list, one with any malformed line, a code given twice in
 * one unit or more than ORDER_LIST_MAX_LINES lines yields only its errors, so nothing of a broken file is ever added.
 */
export function parseOrderList(text: string): ParsedOrderList {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((row, index) => ({ row: row.trim(), lineNumber: index + 1 }))
    .filter(({ row }) => row !== '');
  const first = rows[0];
  if (first && HEADER_WORDS.has((cellsOf(first.row)[0] ?? '').toLowerCase())) rows.shift();
  // Line number 0 stands for the list as a whole.
  if (rows.length === 0) return { ok: false, errors: [{ lineNumber: 0, text: '', problem: 'empty' }] };
  if (rows.length > ORDER_LIST_MAX_LINES) {
    return { ok: false, errors: [{ lineNumber: 0, text: '', problem: 'tooManyLines' }] };
  }
  const lines: OrderListLine[] = [];
  const errors: OrderListError[] = [];
  const seen = new Map<string, ListUnit[]>();
  for (const { row, lineNumber } of rows) {
    const read = readLine(row, lineNumber);
    if ('problem' in read) {
      errors.push({ lineNumber, text: row, problem: read.problem });
      continue;
    }
    const units = seen.get(read.code) ?? [];
    if (units.includes(read.unit)) {
      errors.push({ lineNumber, text: row, problem: 'duplicate' });
      continue;
    }
    seen.set(read.code, [...units, read.unit]);
    lines.push(read);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, lines };
}
