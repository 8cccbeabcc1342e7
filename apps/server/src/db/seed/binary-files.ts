import { crc32, deflateSync } from 'node:zlib';

/**
 * Tiny but valid PNG, JPEG and ZIP files for the marketing downloads, built in code so the demo needs no
 * binary assets. Every builder is deterministic: the same input gives the same bytes.
 */

type Rgb = readonly [number, number, number];

/** '#0B3D2E' → [11, 61, 46]. */
export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value >>> 0);
  return buffer;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
}

/** A PNG of horizontal bands in the given colours (8-bit RGB, no interlace). */
export function stripedPng(width: number, height: number, colours: readonly string[]): Buffer {
  const bands = colours.map(hexToRgb);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const [r, g, b] = bands[Math.floor((y * bands.length) / height)]!;
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter type: none
    for (let x = 0; x < width; x++) raw.set([r, g, b], row + 1 + x * 3);
  }
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Writes Huffman-coded bits MSB first, with JPEG's 0xFF byte stuffing. */
class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private count = 0;

  write(code: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) {
      this.current = (this.current << 1) | ((code >> i) & 1);
      if (++this.count === 8) this.flushByte();
    }
  }

  private flushByte(): void {
    this.bytes.push(this.current);
    if (this.current === 0xff) this.bytes.push(0);
    this.current = 0;
    this.count = 0;
  }

  finish(): Buffer {
    while (this.count !== 0) this.write(1, 1);
    return Buffer.from(this.bytes);
  }
}

// The standard DC table (ITU T.81 K.3): code lengths per category 0..11.
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** Canonical Huffman codes from JPEG's bit-length counts. */
function huffmanCodes(bits: readonly number[], values: readonly number[]): Map<number, [number, number]> {
  const codes = new Map<number, [number, number]>();
  let code = 0;
  let k = 0;
  bits.forEach((count, index) => {
    for (let i = 0; i < count; i++) codes.set(values[k++]!, [code++, index + 1]);
    code <<= 1;
  });
  return codes;
}

function segment(marker: number, data: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xff00 | marker, 0);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([header, data]);
}

/**
 * A baseline JPEG of one solid colour, `blocks` × `blocks` 8-pixel blocks. A flat block has only a DC
 * coefficient, so with a DC quantiser of 8 each component is one DC difference and an end-of-block code.
 */
export function solidJpeg(hex: string, blocks = 4): Buffer {
  const [r, g, b] = hexToRgb(hex);
  const levels = [
    0.299 * r + 0.587 * g + 0.114 * b,
    -0.1687 * r - 0.3313 * g + 0.5 * b + 128,
    0.5 * r - 0.4187 * g - 0.0813 * b + 128,
  ].map((value) => Math.round(Math.min(255, Math.max(0, value))) - 128);
  const size = blocks * 8;
  const quant = Buffer.from([0, ...Array<number>(64).fill(8)]);
  const frame = Buffer.from([
    8,
    size >> 8,
    size & 255,
    size >> 8,
    size & 255,
    3,
    1,
    0x11,
    0,
    2,
    0x11,
    0,
    3,
    0x11,
    0,
  ]);
  const dcTable = Buffer.from([0x00, ...DC_BITS, ...DC_VALUES]);
  // An AC table holding only end-of-block (symbol 0x00), coded as the single bit 0.
  const acTable = Buffer.from([0x10, 1, ...Array<number>(15).fill(0), 0x00]);
  const scanHeader = Buffer.from([3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]);
  const dc = huffmanCodes(DC_BITS, DC_VALUES);
  const bits = new BitWriter();
  for (let block = 0; block < blocks * blocks; block++) {
    levels.forEach((level) => {
      const diff = block === 0 ? level : 0;
      const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
      const [code, length] = dc.get(category)!;
      bits.write(code, length);
      if (category > 0) bits.write(diff >= 0 ? diff : diff + (1 << category) - 1, category);
      bits.write(0, 1); // end of block
    });
  }
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])),
    segment(0xdb, quant),
    segment(0xc0, frame),
    segment(0xc4, Buffer.concat([dcTable, acTable])),
    segment(0xda, scanHeader),
    bits.finish(),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A ZIP archive of stored (uncompressed) files, dated 1 January 2026 so the bytes never change. */
export function storedZip(files: readonly { name: string; content: Buffer | string }[]): Buffer {
  const dosTime = 0;
  const dosDate = ((2026 - 1980) << 9) | (1 << 5) | 1;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const data = Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
