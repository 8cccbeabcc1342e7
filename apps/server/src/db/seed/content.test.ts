import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { count, rows } from './seed-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('demo content (spec 3 §3, §7)', () => {
  it('has 24 articles in Italian and English, public and private, with tags and a picture', async () => {
    expect(await count(t.db, 'select count(*) from articles')).toBe(24);
    expect(await count(t.db, 'select count(*) from articles where is_public')).toBeGreaterThan(10);
    expect(await count(t.db, 'select count(*) from articles where not is_public')).toBeGreaterThan(3);
    expect(
      await count(t.db, "select count(*) from articles where title->>'en' = '' or cardinality(tags) = 0"),
    ).toBe(0);
    const missingPictures = await count(
      t.db,
      "select count(*) from articles a left join media m on '/media/' || m.path = a.image_url where m.path is null",
    );
    expect(missingPictures).toBe(0);
  });

  it('places banners before and after sign-in and the brand logos (spec 3 §7 locations)', async () => {
    const locations = await rows<{ location: string; audience: string; n: number }>(
      t.db,
      'select location, audience, count(*)::int as n from banners group by 1, 2 order by 1',
    );
    expect(locations).toEqual(
      expect.arrayContaining([
        { location: 'brandlogosAfterLogin', audience: 'private', n: 8 },
        expect.objectContaining({ location: 'homepage-after-login', audience: 'private' }),
        expect.objectContaining({ location: 'homepage-before-login', audience: 'public' }),
      ]),
    );
  });

  it('has 3 FAQ pages with 15 questions and 20 knowledge-base articles over five topics', async () => {
    expect(await count(t.db, 'select count(*) from faq_pages')).toBe(3);
    expect(await count(t.db, 'select count(*) from faq_items')).toBe(15);
    expect(await count(t.db, 'select count(*) from knowledge_base')).toBe(20);
    const categories = await rows<{ category: string }>(
      t.db,
      'select distinct category from knowledge_base order by 1',
    );
    expect(categories.map((row) => row.category)).toEqual([
      'account',
      'delivery',
      'empties',
      'invoices',
      'ordering',
    ]);
  });

  it('finds content for the searches consegna, vuoti and ordine', async () => {
    for (const word of ['consegna', 'vuoti', 'ordine']) {
      const hits = await count(
        t.db,
        `select (select count(*) from articles where title->>'it' ilike '%${word}%')
              + (select count(*) from knowledge_base where title->>'it' ilike '%${word}%')
              + (select count(*) from faq_items where question->>'it' ilike '%${word}%')`,
      );
      expect(hits, word).toBeGreaterThan(1);
    }
  });

  it('has about 30 marketing materials per brand in PDF, JPG, PNG, ZIP and SVG, each with its file', async () => {
    const perBrand = await rows<{ brand_id: string; n: number }>(
      t.db,
      "select brand_id, count(*)::int as n from marketing_materials where brand_id is not null and market_code = 'IT' group by 1",
    );
    expect(perBrand).toHaveLength(8);
    for (const brand of perBrand) expect(brand.n).toBe(30);
    const types = await rows<{ mime_type: string }>(
      t.db,
      'select distinct mime_type from marketing_materials order by 1',
    );
    expect(types.map((row) => row.mime_type)).toEqual([
      'application/pdf',
      'application/zip',
      'image/jpeg',
      'image/png',
      'image/svg+xml',
    ]);
    const orphans = await count(
      t.db,
      "select count(*) from marketing_materials mm left join media m on '/media/' || m.path = mm.file_url where m.path is null or m.content_type <> mm.mime_type",
    );
    expect(orphans).toBe(0);
    const stored = async (mimeType: string) => {
      const [file] = await rows<{ body: string }>(
        t.db,
        `select f.body from marketing_materials m join media f on '/media/' || f.path = m.file_url
          where m.mime_type = '${mimeType}' limit 1`,
      );
      return Buffer.from(file!.body, 'base64');
    };
    expect((await stored('application/zip')).readUInt32LE(0)).toBe(0x04034b50);
    const picture = await stored('image/jpeg');
    expect([...picture.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...picture.subarray(-2)]).toEqual([0xff, 0xd9]);
    // Private: only the scoped download route serves them, never /media (decision 0029).
    expect(await count(t.db, "select count(*) from media where path like 'marketing/%' and is_public")).toBe(
      0,
    );
  });
});
