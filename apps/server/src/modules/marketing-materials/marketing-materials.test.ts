import {
  marketingBrandsResponseSchema,
  marketingFoldersResponseSchema,
  marketingListResponseSchema,
  type MarketingMaterial,
} from '@spina/domain';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/seed/seed-test-helpers';
import { signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { MATERIAL_NOT_FOUND, SELECTION_NOT_AVAILABLE } from './marketing-materials.routes';

/**
 * The marketing materials of spec 3 §7 "downloadmaterial" over the demo seed: 8 brands × 30 materials and 4
 * general guides in Italy, 5 Czech ones. onpremise@ is an Owner (Marketing Materials), basic@ holds Basic and
 * Common user roles, neither of which has the section (spec 3 §2: the route needs it), cz@ is Czech.
 */
const API = '/api/content/v1/downloadmaterial';
const ITALIAN_MATERIALS = 8 * 30 + 4;
const UNKNOWN = '00000000-0000-4000-8000-000000000042';

let t: TestApp;
let owner: Record<string, string>;
let basic: Record<string, string>;
let czech: Record<string, string>;
let czechMaterial: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t, 'onpremise@example.com');
  basic = await signIn(t, 'basic@example.com');
  czech = await signIn(t, 'cz@example.com');
  [{ id: czechMaterial }] = (await rows<{ id: string }>(
    t.db,
    "select id from marketing_materials where market_code = 'CZ' order by id limit 1",
  )) as [{ id: string }];
});
afterAll(async () => t.close());

const get = (path: string, headers: Record<string, string> = owner) =>
  t.request({ method: 'GET', url: `${API}${path}`, headers });
const bulk = (ids: unknown, headers: Record<string, string> = owner) =>
  t.request({
    method: 'POST',
    url: `${API}/bulk-files`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: { ids },
  });
const list = async (query: string, headers = owner) =>
  marketingListResponseSchema.parse((await get(`?${query}`, headers)).json());

describe('who may reach the materials (spec 3 §2: permission Marketing Materials)', () => {
  it.each([
    ['GET', ''],
    ['GET', '/GetAllBrandsAsync'],
    ['GET', '/GetAllDMFolders'],
    ['GET', '/GetAllDMSearch?title=logo'],
    ['GET', `/${UNKNOWN}/file`],
  ])('%s %s: 401 for a visitor, 403 without the section', async (_method, path) => {
    expect((await get(path, {})).statusCode).toBe(401);
    expect((await get(path, basic)).statusCode).toBe(403);
  });

  it('refuses a ZIP to a visitor and to a user without the section', async () => {
    expect((await bulk([czechMaterial], {})).statusCode).toBe(401);
    expect((await bulk([czechMaterial], basic)).statusCode).toBe(403);
  });

  it('never serves a material under the public /media address', async () => {
    const [file] = await rows<{ file_url: string }>(t.db, 'select file_url from marketing_materials limit 1');
    expect((await t.request({ url: file!.file_url })).statusCode).toBe(404);
  });
});

describe('GET downloadmaterial: the list of the caller’s market', () => {
  it('pages the Italian materials, newest first, each with its scoped link', async () => {
    const first = await list('limit=10');
    expect(first.total).toBe(ITALIAN_MATERIALS);
    expect(first.results).toHaveLength(10);
    const dates = first.results.map((material) => material.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.results[0]!.file.link).toBe(`${API}/${first.results[0]!.id}/file`);
    const second = await list('limit=10&offset=10');
    expect(second.results.map((material) => material.id)).not.toContain(first.results[0]!.id);
    const past = await list(`offset=${ITALIAN_MATERIALS}`);
    expect(past).toMatchObject({ results: [], total: ITALIAN_MATERIALS });
  });

  it('filters by brand and folder, in the language asked for', async () => {
    const logos = await list('brandId=valtorre&folder=Loghi&lang=en');
    expect(logos.total).toBe(3);
    expect(logos.results.map((material) => material.name).sort()).toEqual([
      'Valtorre logo (PNG)',
      'Valtorre logo (vector)',
      'Valtorre logo kit',
    ]);
    expect(logos.results[0]!.brand).toEqual({ id: 'valtorre', name: 'Valtorre' });
  });

  it('keeps another market’s materials away: the Czech customer sees only the Czech ones', async () => {
    const czechList = await list('limit=60', czech);
    expect(czechList.total).toBe(5);
    expect((await list('limit=60')).results.map((material) => material.id)).not.toContain(czechMaterial);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['brandId=Val%20Torre', 'limit=0', 'limit=61', 'offset=-1'])
      expect((await get(`?${query}`)).statusCode, query).toBe(400);
  });
});

describe('GetAllDMSearch, GetAllBrandsAsync, GetAllDMFolders', () => {
  it('searches by title, 3 characters or more, best match first, within the filters', async () => {
    const found = await get('/GetAllDMSearch?title=poster&brandId=montefosco');
    const body = marketingListResponseSchema.parse(found.json());
    expect(body.results[0]!.name).toBe('Poster A3 Montefosco');
    expect(body.results.every((material) => material.brand?.id === 'montefosco')).toBe(true);
    expect((await get('/GetAllDMSearch?title=po')).statusCode).toBe(400);
  });

  it('lists the brands with materials and the folders of one brand', async () => {
    const brands = marketingBrandsResponseSchema.parse((await get('/GetAllBrandsAsync')).json());
    expect(brands.results).toHaveLength(8);
    expect(brands.results.every((brand) => brand.count === 30)).toBe(true);
    const folders = marketingFoldersResponseSchema.parse(
      (await get('/GetAllDMFolders?brandId=valtorre')).json(),
    );
    expect(folders.results.reduce((sum, folder) => sum + folder.count, 0)).toBe(30);
    expect(folders.results.map((folder) => folder.name)).toContain('Loghi');
    const czechBrands = marketingBrandsResponseSchema.parse((await get('/GetAllBrandsAsync', czech)).json());
    expect(czechBrands.results).toEqual([{ id: 'hvezdna', name: 'Hvězdná', count: 4 }]);
  });
});

describe('GET downloadmaterial/{id}/file', () => {
  it('sends the real bytes as a download: attachment, nosniff, exact length', async () => {
    const [png] = (await list('folder=Loghi&brandId=chiara&lang=en')).results.filter(
      (material) => material.file.metadata.mimeType === 'image/png',
    );
    const response = await get(`/${png!.id}/file?lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Birra Chiara logo (PNG).png"; filename*=UTF-8''Birra%20Chiar%C3%A0%20logo%20%28PNG%29.png`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(response.rawPayload.length).toBe(png!.file.metadata.size);
  });

  it('answers a foreign, unknown or malformed id alike: not yours', async () => {
    for (const id of [czechMaterial, UNKNOWN]) {
      const response = await get(`/${id}/file`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: MATERIAL_NOT_FOUND });
    }
    expect((await get('/not-an-id/file')).statusCode).toBe(400);
    expect((await get(`/${czechMaterial}/file`, czech)).statusCode).toBe(200);
  });
});

describe('POST downloadmaterial/bulk-files (spec 3 §7: bulk-files, POST, blob)', () => {
  async function pick(brandId: string, count: number): Promise<MarketingMaterial[]> {
    return (await list(`brandId=${brandId}&limit=${count}`)).results;
  }

  it('streams one ZIP of materials of two brands whose files are the single downloads, byte for byte', async () => {
    const selected = [...(await pick('valtorre', 3)), ...(await pick('frizza', 2))];
    const response = await bulk(selected.map((material) => material.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="spina-marketing-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toEqual(
      selected.map((material) => `${material.brand!.name}/${material.file.metadata.fileName}`),
    );
    for (const material of selected) {
      const single = await get(`/${material.id}/file`);
      const unpacked = files[`${material.brand!.name}/${material.file.metadata.fileName}`]!;
      expect(Buffer.from(unpacked).equals(single.rawPayload), material.name).toBe(true);
      expect(unpacked.length).toBe(material.file.metadata.size);
    }
  });

  it('refuses the whole selection when one id is foreign or unknown, naming those ids', async () => {
    const [mine] = await pick('valtorre', 1);
    for (const stranger of [czechMaterial, UNKNOWN]) {
      const response = await bulk([mine!.id, stranger]);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({
        code: 'MATERIALS_NOT_AVAILABLE',
        message: SELECTION_NOT_AVAILABLE,
        details: { ids: [stranger] },
      });
    }
  });

  it('refuses an empty selection, more than 50 ids and ids that are not material ids', async () => {
    const many = Array.from(
      { length: 51 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    );
    for (const ids of [[], many, ['x'], 'all'])
      expect((await bulk(ids)).statusCode, JSON.stringify(ids).slice(0, 40)).toBe(400);
  });
});
