import type { Ticket, TicketCategory, TicketSubCategory } from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  call,
  openTicket,
  openTicketsWorld,
  STAFF_API,
  ticketTableCounts,
  upload,
  FILES,
  validDraft,
  type TicketsWorld,
} from './tickets.fixtures';

/**
 * The customer's tickets (spec 3 §3 Ticket, §5 rules, §7 "Tickets") through HTTP: categories, opening a ticket
 * within the form rules, and a customer never reaching another customer's tickets, comments or attachments.
 */
let w: TicketsWorld;
beforeAll(async () => {
  w = await openTicketsWorld('open');
});
afterAll(async () => w.t.close());

type List = { results: Ticket[] };
const list = (headers: Record<string, string>) => call<List>(w.t, 'GET', `${API}/GetAllTickets`, headers);
const caseNumbers = (body: List) => body.results.map((ticket) => ticket.caseNumber);

describe('categories (spec 3 §7 GetCategories, GetSubCategoriesByCategoryId, GetAllSubCategories)', () => {
  it('lists the categories in order, in the language asked for', async () => {
    const it_ = await call<{ results: TicketCategory[] }>(w.t, 'GET', `${API}/GetCategories`, w.owner);
    const en = await call<{ results: TicketCategory[] }>(w.t, 'GET', `${API}/GetCategories?lang=en`, {
      ...w.owner,
      lang: 'en',
    });
    expect(it_.body.results[0]).toEqual({ id: 'orders', name: 'Ordini e consegne' });
    expect(en.body.results[0]).toEqual({ id: 'orders', name: 'Orders and delivery' });
    expect(it_.body.results.map((category) => category.id)).toEqual(
      expect.arrayContaining(['orders', 'invoices', 'empties', 'products', 'portal']),
    );
  });

  it('lists the sub-categories of one category, and all of them', async () => {
    const one = await call<{ results: TicketSubCategory[] }>(
      w.t,
      'GET',
      `${API}/GetSubCategoriesByCategoryId/empties`,
      w.owner,
    );
    expect(one.body.results.map((sub) => sub.id)).toEqual(['empties-pickup', 'empties-balance']);
    const unknown = await call<{ results: TicketSubCategory[] }>(
      w.t,
      'GET',
      `${API}/GetSubCategoriesByCategoryId/nope`,
      w.owner,
    );
    expect(unknown.body.results).toEqual([]);
    const all = await call<{ results: TicketSubCategory[] }>(
      w.t,
      'GET',
      `${API}/GetAllSubCategories`,
      w.owner,
    );
    expect(all.body.results.length).toBeGreaterThan(one.body.results.length);
    expect(new Set(all.body.results.map((sub) => sub.categoryId))).toContain('orders');
  });
});

describe('CreateTicket?market (spec 3 §5, §7)', () => {
  it('opens a New ticket with a case number for the ship-to of the outletid header', async () => {
    const ticket = await openTicket(w.t, w.owner, { title: 'Consegna in ritardo' });
    expect(ticket).toMatchObject({
      title: 'Consegna in ritardo',
      status: 'New',
      market: 'IT',
      dateClosed: null,
      shipTo: { id: w.shipTos.a1, name: 'Alfa Centro' },
      category: { id: 'orders', name: 'Ordini e consegne' },
      subCategory: { id: 'orders-damaged', name: 'Merce danneggiata' },
      unreadComments: 0,
      openedBy: 'Giulia Prova',
    });
    expect(ticket.caseNumber).toMatch(/^\d{8}$/);
  });

  it.each([
    ['a title over 40 characters', { title: 't'.repeat(41) }, 'The title can have at most 40 characters'],
    ['no title', { title: '  ' }, 'This field is required'],
    [
      'a description over 2000',
      { description: 'd'.repeat(2001) },
      'The description can have at most 2000 characters',
    ],
    ['an Italian phone of 9 digits', { phone: '051234567' }, 'The phone number must be 10 digits'],
    ['an unknown category', { categoryId: 'nope', subCategoryId: '' }, 'Choose a category from the list'],
    ['no sub-category', { subCategoryId: '' }, 'Choose a sub-category'],
    [
      "another category's sub-category",
      { subCategoryId: 'invoices-copy' },
      'The sub-category does not belong to the category',
    ],
  ])('refuses %s with a clear message and stores nothing', async (_case, change, message) => {
    const before = await ticketTableCounts(w.t);
    const answer = await call(w.t, 'POST', `${API}/CreateTicket?market=IT`, w.owner, {
      ...validDraft,
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'TICKET_INVALID', message });
    expect(await ticketTableCounts(w.t)).toEqual(before);
  });

  it('asks a Czech phone to start with +420 in the Czech market (spec 3 §5 "Czech variant")', async () => {
    const url = `${API}/CreateTicket?market=CZ`;
    const bad = await call(w.t, 'POST', url, w.czech, { ...validDraft, phone: '0512345678' });
    expect(bad.body).toMatchObject({
      code: 'TICKET_INVALID',
      message: 'The phone number must start with +420 followed by 9 digits',
    });
    const good = await call<{ ticket: Ticket }>(w.t, 'POST', url, w.czech, {
      ...validDraft,
      phone: '+420 601 234 567',
    });
    expect(good.status).toBe(200);
    expect(good.body.ticket).toMatchObject({ market: 'CZ', phone: '+420 601 234 567' });
  });

  it('refuses a market that is not the ship-to’s (IT or CZ by theme)', async () => {
    const answer = await call(w.t, 'POST', `${API}/CreateTicket?market=CZ`, w.owner, {
      ...validDraft,
      phone: '+420601234567',
    });
    expect(answer.body).toMatchObject({
      code: 'TICKET_INVALID',
      message: 'The market does not match the ship-to',
    });
    const missing = await call(w.t, 'POST', `${API}/CreateTicket`, w.owner, validDraft);
    expect(missing.status).toBe(400);
  });

  it('refuses a ship-to where the caller has no Support, and one of another company', async () => {
    expect(
      (await call(w.t, 'POST', `${API}/CreateTicket?market=IT`, w.catalogueOnly, validDraft)).status,
    ).toBe(403);
    const foreign = { ...w.owner, outletid: w.shipTos.b1 };
    expect((await call(w.t, 'POST', `${API}/CreateTicket?market=IT`, foreign, validDraft)).status).toBe(403);
  });
});

describe('who sees which ticket', () => {
  it('shows each user the tickets of the ship-tos where they hold Support, newest activity first', async () => {
    const onA1 = await openTicket(w.t, w.owner, { title: 'Su Alfa Centro' });
    const onA2 = await openTicket(w.t, w.ownerOnA2, { title: 'Su Alfa Mare' });
    const onB = await openTicket(w.t, w.stranger, { title: 'Su Beta' });
    const owner = caseNumbers((await list(w.owner)).body);
    expect(owner).toEqual(expect.arrayContaining([onA1.caseNumber, onA2.caseNumber]));
    expect(owner.indexOf(onA2.caseNumber)).toBeLessThan(owner.indexOf(onA1.caseNumber));
    expect(owner).not.toContain(onB.caseNumber);
    const colleague = caseNumbers((await list(w.colleague)).body);
    expect(colleague).toContain(onA2.caseNumber);
    expect(colleague).not.toContain(onA1.caseNumber);
    expect(caseNumbers((await list(w.stranger)).body)).toEqual([onB.caseNumber]);
    expect((await list(w.catalogueOnly)).status).toBe(403);
  });

  it('answers a foreign ticket exactly as an unknown one, on every call about one ticket', async () => {
    const theirs = await openTicket(w.t, w.stranger, { title: 'Non tuo' });
    await upload(w.t, API, w.stranger, theirs.id, [{ name: 'bolla.pdf', content: FILES.pdf }]);
    const [attachment] = (
      await call<{ results: Array<{ id: string }> }>(
        w.t,
        'GET',
        `${API}/GetAttachmentsByTicketId/${theirs.id}`,
        w.stranger,
      )
    ).body.results;
    const unknown = '00000000-0000-4000-8000-000000000009';
    const before = await ticketTableCounts(w.t);
    for (const id of [theirs.id, unknown]) {
      const calls = [
        call(w.t, 'GET', `${API}/GetTicketById/${id}`, w.owner),
        call(w.t, 'GET', `${API}/GetCommentsByTicketId/${id}`, w.owner),
        call(w.t, 'GET', `${API}/GetAttachmentsByTicketId/${id}`, w.owner),
        call(w.t, 'POST', `${API}/CreateComment`, w.owner, { ticketId: id, description: 'Ciao' }),
        call(w.t, 'POST', `${API}/SetCommentsAsRead?ticketId=${id}`, w.owner),
        upload(w.t, API, w.owner, id, [{ name: 'a.pdf', content: FILES.pdf }]),
      ];
      for (const answer of await Promise.all(calls)) {
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ code: 'NOT_FOUND', message: 'Ticket not found' });
      }
    }
    for (const id of [attachment!.id, unknown]) {
      const download = await call(w.t, 'GET', `${API}/DownloadAttachment/${id}`, w.owner);
      expect(download.status).toBe(404);
      expect(download.body).toMatchObject({ code: 'NOT_FOUND', message: 'Attachment not found' });
    }
    expect(await ticketTableCounts(w.t)).toEqual(before);
    const own = await call(w.t, 'GET', `${API}/DownloadAttachment/${attachment!.id}`, w.stranger);
    expect(own.status).toBe(200);
  });

  it('keeps the staff calls to customer service', async () => {
    expect((await call(w.t, 'GET', `${STAFF_API}/GetAllTickets`, w.owner)).status).toBe(403);
    expect((await call(w.t, 'GET', `${STAFF_API}/GetAllTickets`, w.staff)).status).toBe(200);
    expect((await call(w.t, 'GET', `${API}/GetAllTickets`, {})).status).toBe(401);
  });
});
