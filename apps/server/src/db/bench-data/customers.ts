import type { Database } from '../client';
import { cloneInto, run } from './sql';

/**
 * Adds `count` ship-tos (ids from 0006000001) in companies of two ship-tos each (ids from 0005000001).
 * Both ship-tos of a company copy one existing active ship-to: its customer type, calendar, limits and
 * price list. Every tenth company gets an owner user who may sign in with the demo password.
 */
export async function addCustomers(db: Database, count: number): Promise<{ shipTos: number; users: number }> {
  if (count <= 0) return { shipTos: 0, users: 0 };
  await run(
    db,
    `create temp table bench_ship_to_map on commit drop as
     with src as (select row_number() over (order by id) - 1 as n, id, company_id from ship_tos where status = 'ACTIVE'),
          total as (select count(*) as c from src)
     select g, '0006' || lpad(g::text, 6, '0') as id, (g + 1) / 2 as company_number,
            '0005' || lpad(((g + 1) / 2)::text, 6, '0') as company_id, src.id as src_id, src.company_id as src_company_id
     from generate_series(1, ${count}) g cross join total join src on src.n = ((g - 1) / 2) % total.c`,
  );
  await cloneInto(
    db,
    'companies',
    {
      id: 'm.company_id',
      name: `'Cliente ' || m.company_number || ' S.r.l.'`,
      vat_number: `case when src.market_code = 'CZ' then 'CZ' || lpad(m.company_number::text, 8, '0')
                        else lpad((10000000000 + m.company_number)::text, 11, '0') end`,
      tax_code: `lpad((10000000000 + m.company_number)::text, 11, '0')`,
      is_key_account: 'false',
    },
    `from (select distinct on (company_id) * from bench_ship_to_map order by company_id, g) m
     join companies src on src.id = m.src_company_id`,
  );
  const shipTos = await cloneInto(
    db,
    'ship_tos',
    {
      id: 'm.id',
      company_id: 'm.company_id',
      name: `split_part(src.name, ' – ', 1) || ' – ' || m.g`,
      status: `'ACTIVE'`,
      created_at: 'now()',
    },
    'from bench_ship_to_map m join ship_tos src on src.id = m.src_id',
  );
  await run(
    db,
    `create temp table bench_users on commit drop as
     select md5('bench-user-' || c.company_number)::uuid as id, c.company_id, c.company_number,
            (select min(id) from bench_ship_to_map s where s.company_id = c.company_id) as default_ship_to_id
     from (select distinct company_id, company_number from bench_ship_to_map) c where c.company_number % 10 = 1`,
  );
  const users = Number(
    (
      await run<{ n: number }>(
        db,
        `with inserted as (
           insert into users (id, email, first_name, last_name, country, language, password_hash, status,
                              user_validation, first_login, show_tutorial, company_id, default_ship_to_id, terms_agreed)
           select u.id, 'bench.user.' || u.company_number || '@example.com', 'Utente', 'Bench ' || u.company_number,
                  case when c.market_code = 'CZ' then 'CZE' else 'ITA' end, case when c.market_code = 'CZ' then 'en' else 'it' end,
                  (select password_hash from users where email = 'onpremise@example.com'), 'Active', true, false, 0,
                  u.company_id, u.default_ship_to_id, true
           from bench_users u join companies c on c.id = u.company_id returning 1)
         select count(*)::int as n from inserted`,
      )
    )[0]?.n ?? 0,
  );
  await run(
    db,
    `insert into password_history (user_id, password_hash) select id, password_hash from users where id in (select id from bench_users)`,
  );
  await run(
    db,
    `insert into user_ship_to_roles (user_id, ship_to_id, role_id)
     select u.id, s.id, lower(replace(s.customer_type, ' ', '-')) || '-owner'
     from bench_users u join ship_tos s on s.company_id = u.company_id`,
  );
  return { shipTos, users };
}
