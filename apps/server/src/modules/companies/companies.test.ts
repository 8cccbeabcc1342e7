import { COMPANY_MESSAGES, soldToResponseSchema } from '@spina/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, shipTos } from '../../db/schema';
import { signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompany, createShipTo, createUser } from '../../test/identity-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const read = (id: string, headers: Record<string, string> = {}) =>
  t.request({ url: `/api/general/v1/soldtos/${encodeURIComponent(id)}`, headers });

async function companyIdOf(name: string): Promise<string> {
  const [row] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!row) throw new Error(`No company ${name}`);
  return row.id;
}

const PORTICO = 'Birreria Al Portico S.r.l.';

describe('GET soldtos/{id}: the company details of My Profile (spec 3 §2, §3 "Company", §7)', () => {
  it("answers the owner's company: SAP id, VAT and tax number, address, sales contacts, every ship-to of theirs", async () => {
    const id = await companyIdOf(PORTICO);
    const response = await read(id, await signIn(t, 'onpremise@example.com'));
    expect(response.statusCode).toBe(200);
    const company = soldToResponseSchema.parse(response.json());
    expect(company).toMatchObject({
      sapId: id,
      name: PORTICO,
      vatNumber: expect.stringMatching(/^\d{11}$/),
      taxNumber: expect.stringMatching(/^\d{11}$/),
      address: expect.stringContaining('Bologna'),
      country: 'ITA',
      salesRepresentative: { name: expect.any(String), email: expect.stringContaining('@') },
      // The Lungomare venue buys on the key-account price list, which brings a key account manager.
      keyAccountManager: { name: 'Elena Marchetti', email: 'elena.marchetti@spina-bevande.example' },
    });
    expect(
      company.shipTos.map(({ name, customerType, status, role }) => [name, customerType, status, role]),
    ).toEqual([
      ['Birreria Al Portico – Centro', 'On Premise', 'ACTIVE', 'On Premise Owner'],
      ['Birreria Al Portico – Stazione', 'On Premise', 'SUSPENDED', 'On Premise Owner'],
      ['Birreria Al Portico – Lungomare', 'On Premise', 'ACTIVE', 'On Premise Empties Management'],
    ]);
    for (const shipTo of company.shipTos) expect(shipTo.sapId).toMatch(/^\d{10}$/);
  });

  it('lists a sub-account user only the ship-tos they hold a role on, and reads the id padded to 10 digits', async () => {
    const id = await companyIdOf(PORTICO);
    const response = await read(id.replace(/^0+/, ''), await signIn(t, 'basic@example.com'));
    expect(response.statusCode).toBe(200);
    const company = soldToResponseSchema.parse(response.json());
    expect(company.sapId).toBe(id);
    expect(company.shipTos.map((shipTo) => [shipTo.name, shipTo.role])).toEqual([
      ['Birreria Al Portico – Centro', 'On Premise Basic'],
      ['Birreria Al Portico – Lungomare', 'On Premise Common user'],
    ]);
  });

  it("refuses another customer's company exactly as an unknown id: 403, nothing of it in the answer", async () => {
    const owner = await signIn(t, 'onpremise@example.com');
    const theirs = await read(await companyIdOf('Osteria del Ponte S.n.c.'), owner);
    const unknown = await read('0009999999', owner);
    for (const response of [theirs, unknown]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: COMPANY_MESSAGES.notYours });
      expect(response.body).not.toContain('Ponte');
    }
  });

  it('refuses a company reached only through ship-tos without My Profile, and one deactivated since', async () => {
    const mine = await createCompany(t.db, 'Bar Mio srl');
    const other = await createCompany(t.db, 'Bar Altro srl');
    const myShipTo = await createShipTo(t.db, mine);
    const otherShipTo = await createShipTo(t.db, other);
    await createUser(t.db, {
      email: 'soldto.two-companies@example.com',
      companyId: mine,
      grants: [
        { shipToId: myShipTo, roleName: 'On Premise Owner', permissions: ['My Profile', 'Catalogue'] },
        { shipToId: otherShipTo, roleName: 'On Premise Catalogue', permissions: ['Catalogue'] },
      ],
    });
    const headers = await signIn(t, 'soldto.two-companies@example.com');
    expect((await read(mine, headers)).statusCode).toBe(200);
    expect((await read(other, headers)).statusCode).toBe(403);

    await t.db.update(companies).set({ isActive: false }).where(eq(companies.id, mine));
    expect((await read(mine, headers)).statusCode).toBe(403);
  });

  it('leaves out a ship-to deactivated since, and says so when a company has no sales contacts', async () => {
    const company = await createCompany(t.db, 'Bar Senza Referenti srl');
    const open = await createShipTo(t.db, company, { name: 'Bar aperto' });
    const closed = await createShipTo(t.db, company, { name: 'Bar chiuso' });
    const grant = (shipToId: string) => ({
      shipToId,
      roleName: 'POS Owner',
      permissions: ['My Profile'],
    });
    await createUser(t.db, {
      email: 'soldto.closed-venue@example.com',
      companyId: company,
      grants: [grant(open), grant(closed)],
    });
    await t.db.update(shipTos).set({ isActive: false }).where(eq(shipTos.id, closed));
    const response = await read(company, await signIn(t, 'soldto.closed-venue@example.com'));
    const answer = soldToResponseSchema.parse(response.json());
    expect(answer.shipTos.map((shipTo) => shipTo.name)).toEqual(['Bar aperto']);
    expect(answer).toMatchObject({ salesRepresentative: null, keyAccountManager: null, vatNumber: null });
  });

  it('answers a visitor 401, a user without My Profile and staff 403, and a malformed id 400', async () => {
    // academy@ holds a role on this company's ship-to, though not My Profile.
    const id = await companyIdOf('Market Sapori di Casa S.r.l.');
    expect((await read(id)).statusCode).toBe(401);
    // POS Academy only: the e-learning role holds no My Profile (spec 3 §6).
    expect((await read(id, await signIn(t, 'academy@example.com'))).statusCode).toBe(403);
    expect((await read(id, await signIn(t, 'staff@example.com'))).statusCode).toBe(403);
    const owner = await signIn(t, 'onpremise@example.com');
    for (const bad of ['abc', '12345678901', '-1', '1.5', ' ']) {
      const response = await read(bad, owner);
      expect(response.statusCode, bad).toBe(400);
    }
  });
});
