import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { SECTIONS, type Ticket, type TicketAttachment } from '@spina/domain';
import { eq } from 'drizzle-orm';
import { companies, users } from '../../db/schema';
import { rows } from '../../db/seed/seed-test-helpers';
import { signIn } from '../../test/auth';
import { createTestApp, testConfig, type TestApp } from '../../test/harness';
import { createCompany, createShipTo, createUser, privateDataDir } from '../../test/identity-fixtures';

export const API = '/api/tickets/v1/tickets';
export const STAFF_API = '/api/tickets/v1/staff/tickets';

/** Minimal files of each kind, whose first bytes are what the type check reads. */
export const FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  png: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
};

/**
 * The tickets world: company A with ship-tos A1 and A2, whose owner holds Support on both, a colleague holding
 * Support on A2 only and a catalogue-only user on A1; company B with its own owner; a Czech company; and the
 * demo staff member. Each caller's headers name their own ship-to.
 */
export async function openTicketsWorld(name: string) {
  const env = { DATA_DIR: privateDataDir(`tickets-${name}`) };
  const t = await createTestApp(env);
  const support = (shipToId: string) => ({
    shipToId,
    roleName: 'On Premise Owner',
    permissions: [SECTIONS.homePage, SECTIONS.catalogue, SECTIONS.support],
  });
  const companyA = await createCompany(t.db, 'Birreria Alfa srl');
  const a1 = await createShipTo(t.db, companyA, { name: 'Alfa Centro' });
  const a2 = await createShipTo(t.db, companyA, { name: 'Alfa Mare' });
  const companyB = await createCompany(t.db, 'Birreria Beta srl');
  const b1 = await createShipTo(t.db, companyB, { name: 'Beta Centro' });
  const companyCz = await createCompany(t.db, 'Pivnice Gama s.r.o.');
  await t.db.update(companies).set({ marketCode: 'CZ', country: 'CZE' }).where(eq(companies.id, companyCz));
  const cz1 = await createShipTo(t.db, companyCz, { name: 'Gama Praha' });
  await createUser(t.db, {
    email: `${name}.owner@example.com`,
    companyId: companyA,
    grants: [support(a1), support(a2)],
  });
  await createUser(t.db, {
    email: `${name}.colleague@example.com`,
    companyId: companyA,
    grants: [support(a2)],
  });
  await createUser(t.db, {
    email: `${name}.catalogue@example.com`,
    companyId: companyA,
    grants: [
      {
        shipToId: a1,
        roleName: 'On Premise Catalogue',
        permissions: [SECTIONS.homePage, SECTIONS.catalogue],
      },
    ],
  });
  await createUser(t.db, {
    email: `${name}.stranger@example.com`,
    companyId: companyB,
    grants: [support(b1)],
  });
  await createUser(t.db, {
    email: `${name}.czech@example.com`,
    companyId: companyCz,
    grants: [support(cz1)],
  });
  const as = async (email: string, outletid: string) => ({ ...(await signIn(t, email)), outletid });
  return {
    t,
    /** Where the attachments' bytes of this world are kept. */
    filesOf: (ticketId: string) => join(testConfig(env).DATA_DIR, 'tickets', ticketId),
    shipTos: { a1, a2, b1, cz1 },
    owner: await as(`${name}.owner@example.com`, a1),
    ownerOnA2: await as(`${name}.owner@example.com`, a2),
    colleague: await as(`${name}.colleague@example.com`, a2),
    catalogueOnly: await as(`${name}.catalogue@example.com`, a1),
    stranger: await as(`${name}.stranger@example.com`, b1),
    czech: await as(`${name}.czech@example.com`, cz1),
    staff: await signIn(t, 'staff@example.com'),
  };
}
export type TicketsWorld = Awaited<ReturnType<typeof openTicketsWorld>>;

export const validDraft = {
  title: 'Fusto danneggiato',
  description: 'La valvola del fusto perde.',
  categoryId: 'orders',
  subCategoryId: 'orders-damaged',
};

type Headers = Record<string, string>;

/** The body of a refused call. */
export type Refusal = { code: string; message: string };

/** Sends a JSON call and returns status and body, read as `T` (a refusal's body otherwise). */
export async function call<T = Refusal>(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  headers: Headers,
  body?: unknown,
) {
  const response = await t.request({
    method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  let json: unknown = {};
  try {
    json = response.json();
  } catch {
    json = {};
  }
  return { status: response.statusCode, body: json as T, response };
}

/** Opens a ticket as `headers` on their ship-to and returns it. */
export async function openTicket(t: TestApp, headers: Headers, draft: Partial<typeof validDraft> = {}) {
  const answer = await call<{ ticket: Ticket }>(t, 'POST', `${API}/CreateTicket?market=IT`, headers, {
    ...validDraft,
    ...draft,
  });
  if (answer.status !== 200) throw new Error(`CreateTicket: ${answer.status} ${answer.response.body}`);
  return answer.body.ticket;
}

/** A multipart/form-data body of files, as a browser sends it. */
export function multipart(files: Array<{ name: string; content: Buffer; type?: string }>) {
  const boundary = `----spina${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads files to a ticket through `base` (customer or staff calls). */
export async function upload(
  t: TestApp,
  base: string,
  headers: Headers,
  ticketId: string,
  files: Array<{ name: string; content: Buffer; type?: string }>,
) {
  const body = multipart(files);
  const response = await t.request({
    method: 'POST',
    url: `${base}/UploadAttachmentsByTicketId?ticketId=${ticketId}`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  return {
    status: response.statusCode,
    body: response.json() as { results: TicketAttachment[] } & Partial<Refusal>,
  };
}

/** How many rows the tickets tables hold, to prove a refused call stored nothing. */
export async function ticketTableCounts(t: TestApp) {
  const [row] = await rows<{ tickets: number; comments: number; attachments: number }>(
    t.db,
    `select (select count(*)::int from tickets) as tickets,
      (select count(*)::int from ticket_comments) as comments,
      (select count(*)::int from ticket_attachments) as attachments`,
  );
  return row;
}

/** The id of a user by e-mail. */
export async function idOf(t: TestApp, email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}
