import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  archiveEntryNames,
  MARKETING_BULK_LIMITS,
  marketingBulkBodySchema,
  marketingListQuerySchema,
  materialFileName,
} from './marketing';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('material file names', () => {
  it('keeps the title and adds the extension of the type', () => {
    expect(materialFileName('Logo Valtorre (PNG)', 'image/png')).toBe('Logo Valtorre (PNG).png');
    expect(materialFileName('Listino 2026', 'application/pdf')).toBe('Listino 2026.pdf');
  });

  it('drops path separators, reserved and control characters', () => {
    expect(materialFileName('../a/b\\c:d*e?"f<g>h|i\u0000j', 'image/jpeg')).toBe('a b c d e f g h i j.jpg');
    expect(materialFileName('   ', 'application/zip')).toBe('material.zip');
  });
});

describe('ZIP entry names', () => {
  it('puts each file in its brand folder and numbers repeats', () => {
    expect(
      archiveEntryNames([
        { brandName: 'Valtorre', fileName: 'Poster.jpg' },
        { brandName: 'Montefosco', fileName: 'Poster.jpg' },
        { brandName: 'Valtorre', fileName: 'poster.jpg' },
        { brandName: null, fileName: 'Guida.pdf' },
      ]),
    ).toEqual([
      'Valtorre/Poster.jpg',
      'Montefosco/Poster.jpg',
      'Valtorre/poster (2).jpg',
      'general/Guida.pdf',
    ]);
  });
});

describe('bulk-files body', () => {
  it('drops repeated ids', () => {
    const parsed = safeParse(marketingBulkBodySchema, { ids: [id(1), id(1), id(2).toUpperCase()] });
    expect(parsed.success && parsed.data.ids).toEqual([id(1), id(2)]);
  });

  it('refuses no ids, too many ids and ids that are not material ids', () => {
    const tooMany = Array.from({ length: MARKETING_BULK_LIMITS.maxFiles + 1 }, (_, n) => id(n));
    for (const ids of [[], tooMany, ['1; drop table'], [42]])
      expect(safeParse(marketingBulkBodySchema, { ids }).success).toBe(false);
  });
});

describe('list query', () => {
  it('reads blank filters as not sent and pages by default', () => {
    const parsed = safeParse(marketingListQuerySchema, { folder: ' ', brandId: '' });
    expect(parsed.success && parsed.data).toEqual({ offset: 0, limit: 24 });
  });

  it('refuses a brand id of other characters', () => {
    expect(safeParse(marketingListQuerySchema, { brandId: 'Val Torre' }).success).toBe(false);
  });
});
