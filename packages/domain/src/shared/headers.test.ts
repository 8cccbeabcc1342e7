import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUEST_HEADERS, sanitizeHeaders, sanitizeHeaderValue } from './headers';

describe('header values (spec 1 §5 "Header values sent to the server have accents stripped and are turned into text")', () => {
  it.each([
    ['Caffè Città', 'Caffe Citta'],
    ['Pivnice U Zlatého tygra', 'Pivnice U Zlateho tygra'],
    ['Łódź Straße', 'Lodz Strasse'],
    ['Nota:\r\nsuonare', 'Nota: suonare'],
    ['emoji 🍺 ok', 'emoji  ok'],
    [42, '42'],
    [true, 'true'],
    [['SKU-1', 'SKU-2'], 'SKU-1,SKU-2'],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (value, expected) => {
    expect(sanitizeHeaderValue(value)).toBe(expected);
  });

  it('always yields printable ASCII', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        expect(sanitizeHeaderValue(value)).toMatch(/^[\x20-\x7E]*$/);
      }),
    );
  });

  it('sanitises a header set, dropping missing values', () => {
    expect(
      sanitizeHeaders({ store: 'LivePortal_IT_it', noteForDriver: 'Più tardi', outletid: undefined }),
    ).toEqual({
      store: 'LivePortal_IT_it',
      noteForDriver: 'Piu tardi',
    });
    expect(REQUEST_HEADERS).toContain('datepopup');
  });
});
