import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hexToRgb, solidJpeg, storedZip, stripedPng } from './binary-files';
import { simplePdf } from '../../lib/simple-pdf';

describe('demo download files are valid files of their type', () => {
  it('writes a PNG whose pixels are the bands asked for', () => {
    const png = stripedPng(4, 2, ['#FF0000', '#0000FF']);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    const idatStart = png.indexOf('IDAT') + 4;
    const length = png.readUInt32BE(idatStart - 8);
    const raw = inflateSync(png.subarray(idatStart, idatStart + length));
    expect([...raw.subarray(0, 4)]).toEqual([0, 255, 0, 0]);
    expect([...raw.subarray(13, 17)]).toEqual([0, 0, 0, 255]);
  });

  it('writes a baseline JPEG with the JFIF header, the frame size and the end marker', () => {
    const jpeg = solidJpeg('#0B3D2E', 2);
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(jpeg.subarray(6, 10).toString('ascii')).toBe('JFIF');
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(jpeg.readUInt16BE(frame + 5)).toBe(16);
    expect([...jpeg.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(hexToRgb('#0B3D2E')).toEqual([11, 61, 46]);
  });

  it('writes a ZIP whose directory points at its stored files', () => {
    const zip = storedZip([
      { name: 'LEGGIMI.txt', content: 'ciao' },
      { name: 'b.txt', content: 'due' },
    ]);
    const end = zip.length - 22;
    expect(zip.readUInt32LE(end)).toBe(0x06054b50);
    expect(zip.readUInt16LE(end + 10)).toBe(2);
    const directory = zip.readUInt32LE(end + 16);
    expect(zip.readUInt32LE(directory)).toBe(0x02014b50);
    const second = zip.readUInt32LE(directory + 46 + 'LEGGIMI.txt'.length + 42);
    expect(zip.readUInt32LE(second)).toBe(0x04034b50);
    expect(zip.subarray(second + 30, second + 35).toString()).toBe('b.txt');
  });

  it('writes a PDF whose cross-reference offsets point at its objects', () => {
    const pdf = simplePdf('Scheda tecnica – Caffè', ['Riga (1)']);
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(pdf).toContain('(Scheda tecnica - Caffe) Tj');
    expect(pdf).toContain('(Riga \\(1\\)) Tj');
  });
});
