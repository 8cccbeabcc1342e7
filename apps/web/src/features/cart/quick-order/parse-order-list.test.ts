import { describe, expect, it } from 'vitest';
import { ORDER_LIST_MAX_LINES, parseOrderList } from './parse-order-list';

// Issue 10 item 6: quick order by list; quantities follow the counter rules of spec 2 §5 (integers, max
// length 10); nothing of a malformed file is added.
describe('parseOrderList', () => {
  it('reads semicolon, tab, comma and space separated lines with units in Italian and English', () => {
    const parsed = parseOrderList(
      [
        '10110101;4;layers',
        '8001234567890\t2\tpallet',
        '10110102,12',
        '10110103 3 strati',
        '10110104;1;PZ',
      ].join('\n'),
    );
    expect(parsed).toEqual({
      ok: true,
      lines: [
        { lineNumber: 1, code: '10110101', quantity: 4, unit: 'layers' },
        { lineNumber: 2, code: '8001234567890', quantity: 2, unit: 'pallets' },
        { lineNumber: 3, code: '10110102', quantity: 12, unit: 'units' },
        { lineNumber: 4, code: '10110103', quantity: 3, unit: 'layers' },
        { lineNumber: 5, code: '10110104', quantity: 1, unit: 'units' },
      ],
    });
  });

  it('skips a heading line, blank lines, a byte-order mark and quotes of a spreadsheet export', () => {
    const parsed = parseOrderList('\uFEFFSKU;Quantity;Unit\r\n\r\n"10110101";"2";"Layers"\r\n');
    expect(parsed).toEqual({
      ok: true,
      lines: [{ lineNumber: 3, code: '10110101', quantity: 2, unit: 'layers' }],
    });
  });

  it('refuses the whole list when one line is malformed, naming every bad line and why', () => {
    const parsed = parseOrderList(
      [
        '10110101;4;layers',
        '10110102;-1',
        '10110103;2.5',
        '10110104;3;crates',
        ';4',
        '10110105',
        '10110106;1;l;x',
      ].join('\n'),
    );
    expect(parsed).toEqual({
      ok: false,
      errors: [
        { lineNumber: 2, text: '10110102;-1', problem: 'badQuantity' },
        { lineNumber: 3, text: '10110103;2.5', problem: 'badQuantity' },
        { lineNumber: 4, text: '10110104;3;crates', problem: 'unknownUnit' },
        { lineNumber: 5, text: ';4', problem: 'missingCode' },
        { lineNumber: 6, text: '10110105', problem: 'missingQuantity' },
        { lineNumber: 7, text: '10110106;1;l;x', problem: 'tooManyColumns' },
      ],
    });
  });

  it('refuses zero, NaN and quantities longer than the counter allows (spec 2 §5: max length 10)', () => {
    expect(parseOrderList('A;0')).toMatchObject({ ok: false, errors: [{ problem: 'badQuantity' }] });
    expect(parseOrderList('A;NaN')).toMatchObject({ ok: false, errors: [{ problem: 'badQuantity' }] });
    expect(parseOrderList('A;12345678901')).toMatchObject({
      ok: false,
      errors: [{ problem: 'quantityTooLarge' }],
    });
    expect(parseOrderList('A;9999999999')).toMatchObject({ ok: true, lines: [{ quantity: 9_999_999_999 }] });
  });

  it('refuses a code given twice in the same unit, but takes layers and units of one product', () => {
    expect(parseOrderList('A;1;layers\nA;2;units')).toMatchObject({ ok: true });
    expect(parseOrderList('A;1;layers\nA;2;strati')).toEqual({
      ok: false,
      errors: [{ lineNumber: 2, text: 'A;2;strati', problem: 'duplicate' }],
    });
  });

  it('refuses an empty list and one longer than the limit', () => {
    expect(parseOrderList(' \n\n')).toEqual({
      ok: false,
      errors: [{ lineNumber: 0, text: '', problem: 'empty' }],
    });
    const long = Array.from({ length: ORDER_LIST_MAX_LINES + 1 }, (_, index) => `P${index};1`).join('\n');
    expect(parseOrderList(long)).toEqual({
      ok: false,
      errors: [{ lineNumber: 0, text: '', problem: 'tooManyLines' }],
    });
  });
});
