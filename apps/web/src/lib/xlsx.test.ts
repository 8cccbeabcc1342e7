import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnName, escapeXml, toXlsx, type XlsxSheet } from './xlsx';

/** The parts of the package, each parsed as XML (a part that is not well-formed fails the test). */
function openXlsx(sheet: XlsxSheet) {
  const files = unzipSync(toXlsx(sheet));
  const parts = Object.fromEntries(
    Object.entries(files).map(([path, bytes]) => {
      const xml = new DOMParser().parseFromString(strFromU8(bytes), 'application/xml');
      expect(xml.getElementsByTagName('parsererror'), path).toHaveLength(0);
      return [path, xml];
    }),
  );
  return { paths: Object.keys(files), parts };
}

/** A worksheet's cells by reference: type, value as written, style index. */
function cellsOf(sheet: Document) {
  return Object.fromEntries(
    [...sheet.getElementsByTagName('c')].map((cell) => [
      cell.getAttribute('r'),
      {
        type: cell.getAttribute('t'),
        value:
          cell.getAttribute('t') === 'inlineStr'
            ? cell.getElementsByTagName('t')[0]!.textContent
            : cell.getElementsByTagName('v')[0]!.textContent,
        style: Number(cell.getAttribute('s') ?? 0),
      },
    ]),
  );
}

describe('toXlsx (issue 14 item 5 "CSV and XLSX export")', () => {
  it('writes the minimal SpreadsheetML package, the workbook pointing at its one sheet and its styles', () => {
    const { paths, parts } = openXlsx({ name: 'By month', rows: [['Group'], ['May 2026']] });
    expect(paths).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const overrides = [...parts['[Content_Types].xml']!.getElementsByTagName('Override')].map((o) =>
      o.getAttribute('PartName'),
    );
    expect(overrides).toEqual(['/xl/workbook.xml', '/xl/worksheets/sheet1.xml', '/xl/styles.xml']);
    expect(parts['_rels/.rels']!.getElementsByTagName('Relationship')[0]!.getAttribute('Target')).toBe(
      'xl/workbook.xml',
    );
    const sheet = parts['xl/workbook.xml']!.getElementsByTagName('sheet')[0]!;
    expect(sheet.getAttribute('name')).toBe('By month');
    const targets = [...parts['xl/_rels/workbook.xml.rels']!.getElementsByTagName('Relationship')].map(
      (r) => [r.getAttribute('Id'), r.getAttribute('Target')],
    );
    expect(targets).toEqual([
      [sheet.getAttribute('r:id'), 'worksheets/sheet1.xml'],
      ['rId2', 'styles.xml'],
    ]);
  });

  it('keeps numbers as numeric cells and texts as escaped inline strings, leaving empty cells out', () => {
    const { parts } = openXlsx({
      name: 'Report',
      rows: [
        ['Group', 'Hectolitres', 'Value', 'Orders'],
        ['Birra <Rossa> & "Bionda"', 12.5, 1234.56, 7],
        ['  spaced  ', null, 0, -3],
        ['bell\u0007', Number.NaN, undefined, ''],
      ],
    });
    const cells = cellsOf(parts['xl/worksheets/sheet1.xml']!);
    expect(cells.A1).toEqual({ type: 'inlineStr', value: 'Group', style: 1 });
    expect(cells.A2).toMatchObject({ type: 'inlineStr', value: 'Birra <Rossa> & "Bionda"' });
    expect(cells.B2).toEqual({ type: null, value: '12.5', style: 0 });
    expect(cells.C2).toMatchObject({ type: null, value: '1234.56' });
    expect(cells.D2).toMatchObject({ type: null, value: '7' });
    expect(cells.A3).toMatchObject({ value: '  spaced  ' });
    expect(cells.B3).toBeUndefined();
    expect(cells.C3).toMatchObject({ type: null, value: '0' });
    expect(cells.D3).toMatchObject({ type: null, value: '-3' });
    expect(cells.A4).toMatchObject({ value: 'bell' });
    expect(Object.keys(cells).filter((ref) => ref.endsWith('4'))).toEqual(['A4']);
  });

  it("formats each column's numbers with its number format, and makes the header rows bold", () => {
    const { parts } = openXlsx({
      name: 'Report',
      rows: [
        ['Group', 'Hectolitres', 'Value'],
        ['Total', 3, 4],
      ],
      formats: [undefined, '0.0', '#,##0.00'],
    });
    const styles = parts['xl/styles.xml']!;
    const formats = [...styles.getElementsByTagName('numFmt')].map((f) => [
      f.getAttribute('numFmtId'),
      f.getAttribute('formatCode'),
    ]);
    expect(formats).toEqual([
      ['164', '0.0'],
      ['165', '#,##0.00'],
    ]);
    const xfs = [...styles.getElementsByTagName('cellXfs')[0]!.getElementsByTagName('xf')];
    const cells = cellsOf(parts['xl/worksheets/sheet1.xml']!);
    expect(xfs[cells.B2!.style]!.getAttribute('numFmtId')).toBe('164');
    expect(xfs[cells.C2!.style]!.getAttribute('numFmtId')).toBe('165');
    expect(cells.A2!.style).toBe(0);
    const boldFont = Number(xfs[cells.B1!.style]!.getAttribute('fontId'));
    expect(styles.getElementsByTagName('font')[boldFont]!.getElementsByTagName('b')).toHaveLength(1);
    const pane = parts['xl/worksheets/sheet1.xml']!.getElementsByTagName('pane')[0]!;
    expect(pane.getAttribute('state')).toBe('frozen');
    expect(pane.getAttribute('ySplit')).toBe('1');
  });

  it('names cells past column Z and cleans a sheet name Excel would refuse', () => {
    const row = Array.from({ length: 28 }, (_, i) => i);
    const { parts } = openXlsx({ name: "'Vuoti [2026/01]: *tutti*?' e molto altro ancora", rows: [[], row] });
    const cells = cellsOf(parts['xl/worksheets/sheet1.xml']!);
    expect(cells.Z2).toMatchObject({ value: '25' });
    expect(cells.AB2).toMatchObject({ value: '27' });
    const name = parts['xl/workbook.xml']!.getElementsByTagName('sheet')[0]!.getAttribute('name')!;
    expect(name).not.toMatch(/[:\\/?*[\]]|^'|'$/);
    expect(name.length).toBeLessThanOrEqual(31);
    expect(name.startsWith('Vuoti')).toBe(true);
  });
});

describe('columnName', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [51, 'AZ'],
    [52, 'BA'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('column %i is %s', (index, name) => expect(columnName(index)).toBe(name));
});

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML cannot carry', () => {
    expect(escapeXml('a<b>&"c"\u0000\u001f\ud800é\t')).toBe('a&lt;b&gt;&amp;&quot;c&quot;é\t');
  });
});
