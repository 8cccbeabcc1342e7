import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('separates by semicolons, ends lines with CRLF and starts with a byte-order mark', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b', null],
      ]),
    ).toBe('\uFEFFa;1\r\nb;\r\n');
  });

  it('quotes fields holding a separator, a quote or a line break', () => {
    expect(toCsv([['x;y', 'say "hi"', 'two\nlines', 'plain']])).toBe(
      '\uFEFF"x;y";"say ""hi""";"two\nlines";plain\r\n',
    );
  });
});
