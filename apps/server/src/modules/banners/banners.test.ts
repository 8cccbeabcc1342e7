import { bannersResponseSchema } from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { createBannersService } from './banners.service';

const location = 'banners-test-location';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A location of its own, so the test does not depend on the demo seed's banners.
  await t.db.insert(banners).values([
    {
      location,
      audience: 'public',
      title: { it: 'Seconda', en: 'Second' },
      body: { it: '<p>Testo</p>', en: '<p>Text</p>' },
      imageUrl: '/media/banners/second.svg',
      link: '/news',
      textAlignment: 'center',
      position: 2,
    },
    {
      location,
      audience: 'public',
      title: { it: 'Prima', en: 'First' },
      imageUrl: '/media/banners/first.svg',
      link: 'https://corporate.spina.example',
      position: 1,
    },
    {
      location,
      audience: 'public',
      title: { it: 'Senza link', en: 'No link' },
      imageUrl: '/media/banners/nolink.svg',
      link: null,
      position: 3,
    },
    {
      location,
      audience: 'private',
      title: { it: 'Riservata', en: 'Members only' },
      imageUrl: '/media/banners/private.svg',
      link: '/catalog/products',
      position: 1,
    },
    {
      location,
      audience: 'public',
      title: { it: 'Ceca', en: 'Czech' },
      imageUrl: '/media/banners/cz.svg',
      link: '/news',
      position: 1,
      marketCode: 'CZ',
    },
  ]);
});
afterAll(async () => t.close());

describe('GET /api/content/v1/publicbanners (spec 3 §7)', () => {
  it('lists the public banners of the location in sort order under data.results', async () => {
    const response = await t.request({ url: `/api/content/v1/publicbanners?locationId=${location}` });
    expect(response.statusCode).toBe(200);
    const body = bannersResponseSchema.parse(response.json());
    expect(body.data.results.map((banner) => banner.image.name)).toEqual(['Prima', 'Seconda', 'Senza link']);
    expect(body.data.results.map((banner) => banner.page)).toEqual([1, 2, 3]);
    expect(body.data.results[1]).toMatchObject({
      url: '/media/banners/second.svg',
      link: '/news',
      image: { link: '/media/banners/second.svg', name: 'Seconda' },
      body: '<p>Testo</p>',
      textAlignment: 'center',
    });
    expect(body.data.results[0]).toMatchObject({ body: null, textAlignment: 'top' });
  });

  it('keeps a banner without a link: the carousel drops it (spec 3 §2)', async () => {
    const body = (
      await t.request({ url: `/api/content/v1/publicbanners?locationId=${location}` })
    ).json() as { data: { results: Array<{ link: string | null }> } };
    expect(body.data.results.filter((banner) => banner.link === null)).toHaveLength(1);
  });

  it('answers in the language asked for', async () => {
    const body = bannersResponseSchema.parse(
      (await t.request({ url: `/api/content/v1/publicbanners?locationId=${location}&lang=en` })).json(),
    );
    expect(body.data.results.map((banner) => banner.image.name)).toEqual(['First', 'Second', 'No link']);
    expect(body.data.results[1]?.body).toBe('<p>Text</p>');
  });

  it('picks the market from the store header', async () => {
    const body = bannersResponseSchema.parse(
      (
        await t.request({
          url: `/api/content/v1/publicbanners?locationId=${location}`,
          headers: { store: 'LivePortal_CZ_en' },
        })
      ).json(),
    );
    expect(body.data.results.map((banner) => banner.image.name)).toEqual(['Ceca']);
  });

  it('answers an unknown location with an empty list', async () => {
    const body = (await t.request({ url: '/api/content/v1/publicbanners?locationId=nowhere' })).json();
    expect(body).toEqual({ data: { results: [] } });
  });

  it('refuses a missing or blank locationId with 400 and changes nothing', async () => {
    for (const url of ['/api/content/v1/publicbanners', '/api/content/v1/publicbanners?locationId=%20']) {
      const response = await t.request({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: '/locationId' }],
      });
    }
  });
});

describe('GET /api/content/v1/banners (spec 3 §6: private banners for signed-in users)', () => {
  it('refuses a visitor with 401', async () => {
    const response = await t.request({ url: `/api/content/v1/banners?locationId=${location}` });
    expect(response.statusCode).toBe(401);
  });

  it('lists only the private banners of the location', async () => {
    const service = createBannersService(t.db);
    const results = await service.list({
      locationId: location,
      audience: 'private',
      market: 'IT',
      lang: 'en',
    });
    expect(results.map((banner) => banner.image.name)).toEqual(['Members only']);
  });
});
