import {
  SUSTAINABILITY_PATHS,
  sustainabilityEntriesResponseSchema,
  sustainabilitySubcontentResponseSchema,
} from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { SUSTAINABILITY_NOT_FOUND } from './sustainability.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const url = (name: keyof typeof SUSTAINABILITY_PATHS, query = '') =>
  `/api/content/v1/${SUSTAINABILITY_PATHS[name]}${query}`;

async function entries(query = '', headers: Record<string, string> = {}) {
  const response = await t.request({ url: url('entries', query), headers });
  expect(response.statusCode, response.body).toBe(200);
  return sustainabilityEntriesResponseSchema.parse(response.json()).results;
}

describe('GET becameupcoming/GetBecameMoreSustainable (spec 3 §7, public)', () => {
  it('gives a visitor the landing page, the categories and the checklist, each sorted by position (spec 3 §3)', async () => {
    const results = await entries();
    const locations = results.map((entry) => entry.location);
    expect([...new Set(locations)]).toEqual(['LandingPage', 'Category', 'Checklist']);
    for (const location of ['LandingPage', 'Category', 'Checklist']) {
      const positions = results.filter((entry) => entry.location === location).map((entry) => entry.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(positions.length).toBeGreaterThan(0);
    }
    expect(results.filter((entry) => entry.location === 'Category').map((entry) => entry.path)).toEqual([
      'energia',
      'acqua',
      'imballaggi-e-vuoti',
      'logistica',
    ]);
    expect(results[0]).toMatchObject({
      title: 'Diventa più sostenibile con noi',
      path: null,
      image: { link: '/media/sustainability/landing-1.svg' },
    });
  });

  it('answers in the language asked for', async () => {
    const [first] = await entries('?lang=en');
    expect(first?.title).toBe('Become more sustainable with us');
  });

  it("reads a signed-in user's own market: a Czech customer has no Italian entries", async () => {
    expect(await entries('', { market: 'CZ' })).toEqual([]);
    const czech = await signIn(t, 'cz@example.com');
    expect(await entries('', { ...czech, market: 'IT' })).toEqual([]);
    expect((await entries('', await signIn(t, 'onpremise@example.com'))).length).toBeGreaterThan(10);
  });
});

describe('GET becameupcoming/GetBecameMoreSustainableSubcontent (spec 3 §7, public)', () => {
  it('gives a category with its subcontent by position', async () => {
    const response = await t.request({ url: url('subcontent', '?path=energia&lang=en') });
    expect(response.statusCode, response.body).toBe(200);
    const { entry, results } = sustainabilitySubcontentResponseSchema.parse(response.json());
    expect(entry).toMatchObject({ path: 'energia', location: 'Category', title: 'Energy' });
    expect(entry.body).toContain('25,000 kWh');
    expect(results.map((tip) => tip.title)).toEqual([
      'Fridges at 4 °C, no colder',
      'Switch the cooler off at night',
      'LED lights and sensors',
    ]);
  });

  it('answers 404 for an unknown path or one of another market, and 400 for a path that is not one', async () => {
    for (const [query, headers] of [
      ['?path=carbone', {}],
      ['?path=energia', { market: 'CZ' }],
    ] as const) {
      const response = await t.request({ url: url('subcontent', query), headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(SUSTAINABILITY_NOT_FOUND);
    }
    for (const query of ['', '?path=Energia%20!', `?path=${'a'.repeat(81)}`]) {
      expect((await t.request({ url: url('subcontent', query) })).statusCode, query).toBe(400);
    }
  });
});
