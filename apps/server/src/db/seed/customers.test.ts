import { verify } from '@node-rs/argon2';
import { CUSTOMER_TYPES, paymentTerm } from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { italianVatNumber } from './codes';
import { DEMO_PASSWORD } from './data/demo-users';
import { count, rows } from './seed-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type ShipTo = {
  id: string;
  company_id: string;
  customer_type: string;
  status: string;
  country: string;
  delivery_type: string | null;
  delivery_config: { type: string; delivery_days?: string[]; small_truck_sec_Days?: string[] }[];
  min_pallets: number;
  max_weight_kg: number;
  is_full_truck: boolean;
  price_list_id: string;
};

describe('demo customers (spec 1 §3, spec 3 §3, DESIGN §6-§7)', () => {
  it('has about 40 companies and 80 ship-tos with 10-digit SAP ids', async () => {
    const companies = await rows<{ id: string }>(t.db, 'select id from companies');
    const shipTos = await rows<ShipTo>(t.db, 'select * from ship_tos');
    expect(companies.length).toBe(40);
    expect(shipTos.length).toBeGreaterThanOrEqual(75);
    for (const { id } of [...companies, ...shipTos]) expect(id).toMatch(/^\d{10}$/);
  });

  it('covers every customer type in the Italian market, plus one Czech company', async () => {
    const italian = await rows<{ customer_type: string }>(
      t.db,
      "select distinct customer_type from ship_tos where country = 'ITA'",
    );
    expect(italian.map((row) => row.customer_type).sort()).toEqual([...CUSTOMER_TYPES].sort());
    const czech = await rows<{ id: string; vat_number: string }>(
      t.db,
      "select * from companies where market_code = 'CZ'",
    );
    expect(czech).toHaveLength(1);
    expect(czech[0]!.vat_number).toMatch(/^CZ\d{8}$/);
    expect(
      await count(t.db, "select count(*) from ship_tos where country = 'CZE' and price_list_id = 'CZ-STD'"),
    ).toBeGreaterThan(0);
  });

  it('gives Italian companies valid VAT numbers and payment terms of spec 2 §9, with sales contacts', async () => {
    const companies = await rows<{
      vat_number: string;
      payment_terms: string[];
      sales_rep_name: string | null;
    }>(t.db, "select vat_number, payment_terms, sales_rep_name from companies where market_code = 'IT'");
    for (const company of companies) {
      expect(italianVatNumber(company.vat_number.slice(0, 10))).toBe(company.vat_number);
      expect(company.payment_terms.length).toBeGreaterThan(0);
      for (const code of company.payment_terms) expect(paymentTerm(code), code).not.toBeNull();
      expect(company.sales_rep_name).toBeTruthy();
    }
    expect(
      await count(t.db, 'select count(*) from companies where key_account_manager_name is not null'),
    ).toBeGreaterThan(5);
  });

  it('gives ship-tos delivery calendars of spec 2 §3 (a type with 1 and PD), some on fewer weekdays', async () => {
    const shipTos = await rows<ShipTo>(t.db, 'select * from ship_tos');
    const withCalendar = shipTos.filter((shipTo) => shipTo.delivery_config.length > 0);
    expect(withCalendar.length).toBeGreaterThan(60);
    for (const shipTo of withCalendar) {
      expect(shipTo.delivery_config.some((entry) => entry.type.includes('1'))).toBe(true);
      expect(shipTo.delivery_config.some((entry) => entry.type === 'PD')).toBe(true);
    }
    const restricted = withCalendar.filter((shipTo) =>
      shipTo.delivery_config.some(
        (entry) => entry.type.includes('1') && (entry.delivery_days ?? []).length < 5,
      ),
    );
    expect(restricted.length).toBeGreaterThan(5);
    expect(shipTos.some((shipTo) => shipTo.delivery_type === 'Franco Destino')).toBe(true);
  });

  it('sets capacity limits: 29,300 kg by default, wholesale full trucks with a pallet minimum of 20', async () => {
    const shipTos = await rows<ShipTo>(t.db, 'select * from ship_tos');
    expect(shipTos.filter((shipTo) => shipTo.max_weight_kg === 29_300).length).toBeGreaterThan(20);
    for (const shipTo of shipTos.filter((row) => row.customer_type === 'WHSL')) {
      expect(shipTo).toMatchObject({ is_full_truck: true, min_pallets: 20 });
    }
  });
});

type UserRow = {
  id: string;
  email: string;
  status: string;
  user_validation: boolean;
  first_login: boolean;
  show_tutorial: number;
  country: string;
  is_staff: boolean;
  password_hash: string;
  default_ship_to_id: string | null;
};

type Grant = {
  email: string;
  ship_to_id: string;
  status: string;
  role: string;
  customer_type: string;
  permissions: string[];
};

async function grantsOf(email: string): Promise<Grant[]> {
  return rows<Grant>(
    t.db,
    `select u.email, s.id as ship_to_id, s.status, r.name as role, s.customer_type,
            r.permissions || g.extended_permissions as permissions
     from users u join user_ship_to_roles g on g.user_id = u.id join roles r on r.id = g.role_id
     join ship_tos s on s.id = g.ship_to_id where u.email = '${email}' order by s.id`,
  );
}

describe('demo users (DESIGN §7)', () => {
  const demo = [
    'onpremise@example.com',
    'basic@example.com',
    'franchisee@example.com',
    'outlet@example.com',
    'wholesaler@example.com',
    'pos@example.com',
    'academy@example.com',
    'cz@example.com',
    'staff@example.com',
  ];

  it('are active, verified, past the tutorial, with an argon2id hash of the demo password in their history', async () => {
    for (const email of demo) {
      const [user] = await rows<UserRow>(t.db, `select * from users where email = '${email}'`);
      expect(user, email).toMatchObject({
        status: 'Active',
        user_validation: true,
        first_login: false,
        show_tutorial: 0,
      });
      expect(user!.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(await verify(user!.password_hash, DEMO_PASSWORD)).toBe(true);
      expect(
        await count(
          t.db,
          `select count(*) from password_history where user_id = '${user!.id}' and password_hash = '${user!.password_hash}'`,
        ),
      ).toBe(1);
    }
  });

  it('onpremise: owner of 3 On Premise ship-tos, one SUSPENDED, one with On Premise Empties Management', async () => {
    const grants = await grantsOf('onpremise@example.com');
    expect(grants).toHaveLength(3);
    expect(new Set(grants.map((grant) => grant.customer_type))).toEqual(new Set(['On Premise']));
    expect(grants.filter((grant) => grant.status === 'SUSPENDED')).toHaveLength(1);
    expect(grants.map((grant) => grant.role)).toEqual(
      expect.arrayContaining(['On Premise Owner', 'On Premise Empties Management']),
    );
    const empties = grants.find((grant) => grant.role === 'On Premise Empties Management')!;
    expect(empties.permissions).toEqual(expect.arrayContaining(['Catalogue', 'Empties Management']));
  });

  it('onpremise: its two open ship-tos buy on different price lists, so switching shows other prices', async () => {
    const lists = await rows<{ price_list_id: string }>(
      t.db,
      `select distinct s.price_list_id from ship_tos s
         join user_ship_to_roles r on r.ship_to_id = s.id
         join users u on u.id = r.user_id
        where u.email = 'onpremise@example.com' and s.status = 'ACTIVE'`,
    );
    expect(lists.map((list) => list.price_list_id).sort()).toEqual(['IT-KEY', 'IT-STD']);
  });

  it('basic: Basic on one ship-to with Catalogue, another without, and no Contracts, Reporting or Marketing Materials', async () => {
    const grants = await grantsOf('basic@example.com');
    expect(grants).toHaveLength(2);
    expect(grants.filter((grant) => grant.permissions.includes('Catalogue'))).toHaveLength(1);
    expect(grants.map((grant) => grant.role)).toContain('On Premise Basic');
    const all = grants.flatMap((grant) => grant.permissions);
    for (const section of ['Contracts', 'Reporting', 'Marketing Materials'])
      expect(all).not.toContain(section);
  });

  it('franchisee, outlet, pos and cz own ship-tos of their customer type; wholesaler’s role contains WHS', async () => {
    const expected: [string, string][] = [
      ['franchisee@example.com', 'On Premise Franchisee'],
      ['outlet@example.com', 'Outlets'],
      ['pos@example.com', 'POS'],
      ['cz@example.com', 'On Premise'],
      ['wholesaler@example.com', 'WHSL'],
    ];
    for (const [email, customerType] of expected) {
      const grants = await grantsOf(email);
      expect(grants.length, email).toBeGreaterThan(0);
      expect(
        grants.every((grant) => grant.customer_type === customerType),
        email,
      ).toBe(true);
      expect(
        grants.some((grant) => grant.role === `${customerType} Owner`),
        email,
      ).toBe(true);
    }
    expect((await grantsOf('wholesaler@example.com'))[0]!.role).toContain('WHS');
    const [cz] = await rows<UserRow>(t.db, "select * from users where email = 'cz@example.com'");
    expect(cz!.country).toBe('CZE');
  });

  it('academy holds only POS Academy (Academy permission); staff has no ship-to', async () => {
    const academy = await grantsOf('academy@example.com');
    expect(academy.map((grant) => grant.role)).toEqual(['POS Academy']);
    expect(academy[0]!.permissions).toEqual(['Academy']);
    const [staff] = await rows<UserRow>(t.db, "select * from users where email = 'staff@example.com'");
    expect(staff).toMatchObject({ is_staff: true, default_ship_to_id: null });
    expect(await grantsOf('staff@example.com')).toHaveLength(0);
  });

  it('every demo user with ship-tos defaults to one of them', async () => {
    for (const email of demo.filter((address) => address !== 'staff@example.com')) {
      const [user] = await rows<UserRow>(t.db, `select * from users where email = '${email}'`);
      expect((await grantsOf(email)).map((grant) => grant.ship_to_id)).toContain(user!.default_ship_to_id);
    }
  });

  it('has about 30 more users, active, invited and inactive, and the roles of spec 3 §6', async () => {
    expect(await count(t.db, 'select count(*) from users')).toBeGreaterThanOrEqual(39);
    const statuses = await rows<{ status: string }>(t.db, 'select distinct status from users order by 1');
    expect(statuses.map((row) => row.status)).toEqual(['Active', 'Inactive', 'Invited']);
    expect(
      await count(t.db, "select count(*) from users where status = 'Invited' and password_hash is not null"),
    ).toBe(0);
    const roleNames = (await rows<{ name: string }>(t.db, 'select name from roles')).map((row) => row.name);
    for (const name of [
      'On Premise Owner',
      'On Premise Delegated Owner',
      'WHSL Owner',
      'POS Academy',
      'On Premise Empties Management',
      'On Premise Franchisee Empties Management',
      'Outlets Accountant',
      'On Premise Franchisee Shift leader',
      'POS Warehouse manager',
      'Outlets Product Recommendation',
    ])
      expect(roleNames).toContain(name);
  });
});
