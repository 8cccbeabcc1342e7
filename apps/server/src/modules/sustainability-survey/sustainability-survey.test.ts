import {
  SURVEY_MESSAGES,
  SUSTAINABILITY_SURVEY,
  SUSTAINABILITY_SURVEY_PATH,
  surveyStateSchema,
} from '@spina/domain';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipTos, sustainabilitySurveyResponses, userShipToRoles } from '../../db/schema';
import { headersFor, signIn } from '../../test/auth';
import { demoBuyerHeaders } from '../../test/demo-scope';
import { createTestApp, type TestApp } from '../../test/harness';
import { userIdOf } from '../../test/identity-fixtures';

const URL = `/api/content/v1/${SUSTAINABILITY_SURVEY_PATH}`;
/** Spec 3 §2 "Sustainability surveys": a good set of answers. */
const GOOD = {
  'energy-source': 'green-tariff',
  practices: ['led-lighting', 'returnable-glass'],
  'empties-return': 4,
  'guest-interest': 3,
  ideas: '  Più fusti e meno bottiglie  ',
};

let t: TestApp;
let owner: Record<string, string>;
let basic: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await demoBuyerHeaders(t, 'onpremise@example.com');
  basic = await demoBuyerHeaders(t, 'basic@example.com');
});
afterAll(async () => t.close());

const read = async (headers: Record<string, string>) => {
  const response = await t.request({ url: URL, headers });
  expect(response.statusCode, response.body).toBe(200);
  return surveyStateSchema.parse(response.json());
};
const submit = (
  headers: Record<string, string>,
  answers: Record<string, unknown>,
  surveyId: string = SUSTAINABILITY_SURVEY.id,
) => t.request({ method: 'PUT', url: URL, headers, payload: { surveyId, answers } });
const storedRows = () => t.db.select().from(sustainabilitySurveyResponses);

describe('the sustainability survey (spec 3 §2 sustainabilitySurvey, login)', () => {
  it('asks a visitor to sign in', async () => {
    expect((await t.request({ url: URL })).statusCode).toBe(401);
    expect((await submit({}, GOOD)).statusCode).toBe(401);
    expect(await storedRows()).toEqual([]);
  });

  it('stores the answers for the user, ship-to and company, normalised, and reads them back', async () => {
    expect(await read(owner)).toEqual({ surveyId: SUSTAINABILITY_SURVEY.id, response: null });
    const response = await submit(owner, GOOD);
    expect(response.statusCode, response.body).toBe(200);
    const state = surveyStateSchema.parse(response.json());
    expect(state.response).toMatchObject({
      shipToId: owner.outletid,
      answers: { ...GOOD, ideas: 'Più fusti e meno bottiglie' },
    });
    expect(await read(owner)).toEqual(state);
    const [row] = await storedRows();
    const [shipTo] = await t.db.select().from(shipTos).where(eq(shipTos.id, owner.outletid!));
    expect(row).toMatchObject({ shipToId: owner.outletid, companyId: shipTo!.companyId });
  });

  it('replaces the answers when the user answers again, keeping when they were first sent', async () => {
    const before = (await read(owner)).response!;
    const response = await submit(owner, { ...GOOD, 'empties-return': 5, ideas: '' });
    expect(response.statusCode, response.body).toBe(200);
    const after = surveyStateSchema.parse(response.json()).response!;
    expect(after.answers).toEqual({ ...GOOD, 'empties-return': 5, ideas: undefined });
    expect(after.answers).not.toHaveProperty('ideas');
    expect(after.submittedAt).toBe(before.submittedAt);
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    expect(await storedRows()).toHaveLength(1);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a required question left out',
      { ...GOOD, 'energy-source': undefined },
      '/answers/energy-source',
      SURVEY_MESSAGES.required,
    ],
    [
      'too many practices',
      { ...GOOD, practices: SUSTAINABILITY_SURVEY.questions[1].options.slice(0, 5) },
      '/answers/practices',
      SURVEY_MESSAGES.tooManyChoices,
    ],
    [
      'a value off the scale',
      { ...GOOD, 'guest-interest': 0 },
      '/answers/guest-interest',
      SURVEY_MESSAGES.outOfScale,
    ],
    [
      'text over 500 characters',
      { ...GOOD, ideas: 'x'.repeat(501) },
      '/answers/ideas',
      SURVEY_MESSAGES.tooLong,
    ],
    [
      'an option not offered',
      { ...GOOD, 'energy-source': 'nuclear' },
      '/answers/energy-source',
      SURVEY_MESSAGES.notAnOption,
    ],
  ])(
    'refuses %s with a message on the question and stores nothing',
    async (_case, answers, path, message) => {
      const before = await storedRows();
      const response = await submit(basic, answers);
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual({ path, message });
      expect(await storedRows()).toEqual(before);
    },
  );

  it('refuses another edition, unknown fields and a body that is not a survey', async () => {
    const before = await storedRows();
    expect((await submit(basic, GOOD, 'sustainability-2019')).statusCode).toBe(400);
    const extra = await t.request({
      method: 'PUT',
      url: URL,
      headers: basic,
      payload: { surveyId: SUSTAINABILITY_SURVEY.id, answers: GOOD, userId: 'someone-else' },
    });
    expect(extra.statusCode).toBe(400);
    expect((await t.request({ method: 'PUT', url: URL, headers: basic, payload: [1, 2] })).statusCode).toBe(
      400,
    );
    expect(await storedRows()).toEqual(before);
  });

  it("never shows a user another user's answers, even on the same ship-to", async () => {
    // The basic user's only ship-to is the owner's first, where the owner has answered.
    expect(basic.outletid).toBe(owner.outletid);
    expect((await read(basic)).response).toBeNull();
    expect((await submit(basic, GOOD)).statusCode).toBe(200);
    expect((await read(basic)).response?.answers['empties-return']).toBe(4);
    expect((await read(owner)).response?.answers['empties-return']).toBe(5);
  });

  it("keeps a user's answers per ship-to", async () => {
    const ownerId = await userIdOf(t.db, 'onpremise@example.com');
    const [another] = await t.db
      .select({ shipToId: userShipToRoles.shipToId })
      .from(userShipToRoles)
      .where(and(eq(userShipToRoles.userId, ownerId), ne(userShipToRoles.shipToId, owner.outletid!)))
      .limit(1);
    const elsewhere = await headersFor(t, 'onpremise@example.com', another!.shipToId);
    expect((await read(elsewhere)).response).toBeNull();
  });

  it("refuses a ship-to that is not the user's, and a call without one, storing nothing", async () => {
    const before = await storedRows();
    const stranger = await headersFor(t, 'franchisee@example.com', owner.outletid!);
    for (const headers of [stranger, await signIn(t, 'franchisee@example.com')]) {
      expect((await t.request({ url: URL, headers })).statusCode).toBe(403);
      expect((await submit(headers, GOOD)).statusCode).toBe(403);
    }
    expect(await storedRows()).toEqual(before);
  });
});
