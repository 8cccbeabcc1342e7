import { existsSync, readdirSync } from 'node:fs';
import { ATTACHMENT_LIMITS, type Ticket, type TicketAttachment, type TicketCommentItem } from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  call,
  FILES,
  openTicket,
  openTicketsWorld,
  STAFF_API,
  ticketTableCounts,
  upload,
  type TicketsWorld,
} from './tickets.fixtures';

/**
 * A ticket's conversation (spec 3 §3 Comment, §7 CreateComment, GetCommentsByTicketId?limit, SetCommentsAsRead,
 * UploadAttachmentsByTicketId, GetAttachmentsByTicketId) between a customer and customer service: unread markers
 * on each side, statuses, and attachments checked by their bytes.
 */
let w: TicketsWorld;
beforeAll(async () => {
  w = await openTicketsWorld('talk');
});
afterAll(async () => w.t.close());

type Headers = Record<string, string>;
const comments = async (base: string, headers: Headers, id: string, query = '') =>
  (
    await call<{ results: TicketCommentItem[] }>(
      w.t,
      'GET',
      `${base}/GetCommentsByTicketId/${id}${query}`,
      headers,
    )
  ).body.results;
const comment = (base: string, headers: Headers, ticketId: string, description: string) =>
  call<{ comment: TicketCommentItem }>(w.t, 'POST', `${base}/CreateComment`, headers, {
    ticketId,
    description,
  });
const ticketOf = async (base: string, headers: Headers, id: string) =>
  (await call<{ ticket: Ticket }>(w.t, 'GET', `${base}/GetTicketById/${id}`, headers)).body.ticket;
const markRead = (base: string, headers: Headers, id: string) =>
  call<{ marked: number }>(w.t, 'POST', `${base}/SetCommentsAsRead?ticketId=${id}`, headers);
const setStatus = (id: string, status: string) =>
  call<{ ticket: Ticket }>(w.t, 'POST', `${STAFF_API}/SetTicketStatus`, w.staff, { ticketId: id, status });
const attachmentsOf = async (base: string, headers: Headers, id: string) =>
  (await call<{ results: TicketAttachment[] }>(w.t, 'GET', `${base}/GetAttachmentsByTicketId/${id}`, headers))
    .body.results;

describe('comments and unread markers', () => {
  it('shows a staff reply unread to the customer until SetCommentsAsRead, and the other way round', async () => {
    const ticket = await openTicket(w.t, w.owner, { title: 'Fattura doppia' });
    const mine = await comment(API, w.owner, ticket.id, 'Allego la bolla.');
    expect(mine.body.comment).toMatchObject({ side: 'customer', unread: false, user: 'Giulia Prova' });

    // Customer service sees the customer's comment unread, in its list filter too.
    expect((await ticketOf(STAFF_API, w.staff, ticket.id)).unreadComments).toBe(1);
    const unreadForStaff = await call<{ results: Ticket[] }>(
      w.t,
      'GET',
      `${STAFF_API}/GetAllTickets?unread=true`,
      w.staff,
    );
    expect(unreadForStaff.body.results.map((row) => row.id)).toContain(ticket.id);
    expect((await markRead(STAFF_API, w.staff, ticket.id)).body.marked).toBe(1);
    expect((await ticketOf(STAFF_API, w.staff, ticket.id)).unreadComments).toBe(0);

    const reply = await comment(STAFF_API, w.staff, ticket.id, 'Verifichiamo e la ricontattiamo.');
    expect(reply.status).toBe(200);
    expect(reply.body.comment).toMatchObject({ side: 'staff', unread: false });
    // The first reply takes a New ticket In Progress.
    const seen = await ticketOf(API, w.owner, ticket.id);
    expect(seen).toMatchObject({ unreadComments: 1, status: 'In Progress' });
    const listed = await call<{ results: Ticket[] }>(w.t, 'GET', `${API}/GetAllTickets`, w.owner);
    expect(listed.body.results.find((row) => row.id === ticket.id)?.unreadComments).toBe(1);
    expect((await comments(API, w.owner, ticket.id)).map((row) => [row.side, row.unread])).toEqual([
      ['customer', false],
      ['staff', true],
    ]);

    expect((await markRead(API, w.owner, ticket.id)).body).toEqual({ ticketId: ticket.id, marked: 1 });
    expect((await ticketOf(API, w.owner, ticket.id)).unreadComments).toBe(0);
    expect((await markRead(API, w.owner, ticket.id)).body.marked).toBe(0);
    // A colleague with Support on the ship-to shares the customer side's markers; another ship-to's user does not see it.
    expect((await ticketOf(API, w.ownerOnA2, ticket.id)).unreadComments).toBe(0);
    expect((await call(w.t, 'GET', `${API}/GetTicketById/${ticket.id}`, w.colleague)).status).toBe(404);
  });

  it('returns the latest comments oldest first, 100 by default (spec 3 §7 limit)', async () => {
    const ticket = await openTicket(w.t, w.owner);
    for (const text of ['uno', 'due', 'tre']) await comment(API, w.owner, ticket.id, text);
    expect((await comments(API, w.owner, ticket.id)).map((row) => row.description)).toEqual([
      'uno',
      'due',
      'tre',
    ]);
    expect((await comments(API, w.owner, ticket.id, '?limit=2')).map((row) => row.description)).toEqual([
      'due',
      'tre',
    ]);
    expect(
      (await call(w.t, 'GET', `${API}/GetCommentsByTicketId/${ticket.id}?limit=0`, w.owner)).status,
    ).toBe(400);
  });

  it('refuses an empty or too long comment and stores nothing', async () => {
    const ticket = await openTicket(w.t, w.owner);
    const before = await ticketTableCounts(w.t);
    const empty = await comment(API, w.owner, ticket.id, '   ');
    const long = await comment(API, w.owner, ticket.id, 'c'.repeat(2001));
    expect(empty.body).toMatchObject({ code: 'TICKET_INVALID', message: 'This field is required' });
    expect(long.body).toMatchObject({
      code: 'TICKET_INVALID',
      message: 'The description can have at most 2000 characters',
    });
    expect(await ticketTableCounts(w.t)).toEqual(before);
  });
});

describe('statuses set by customer service (spec 3 §4)', () => {
  it('stamps the date closed, closes the case to the customer, and reopens it', async () => {
    const ticket = await openTicket(w.t, w.owner);
    const solved = await setStatus(ticket.id, 'Solved');
    expect(solved.body.ticket.status).toBe('Solved');
    expect(solved.body.ticket.dateClosed).not.toBeNull();
    const closed = await comment(API, w.owner, ticket.id, 'Ancora una cosa');
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ code: 'TICKET_CLOSED' });
    expect((await upload(w.t, API, w.owner, ticket.id, [{ name: 'a.pdf', content: FILES.pdf }])).status).toBe(
      409,
    );
    const reopened = await setStatus(ticket.id, 'Waiting for Details');
    expect(reopened.body.ticket.dateClosed).toBeNull();
    await comment(API, w.owner, ticket.id, 'Ecco i dettagli');
    expect((await ticketOf(API, w.owner, ticket.id)).status).toBe('Information Provided');
    expect((await setStatus(ticket.id, 'Shipped')).status).toBe(400);
    expect(
      (await call(w.t, 'POST', `${API}/SetTicketStatus`, w.owner, { ticketId: ticket.id, status: 'Solved' }))
        .status,
    ).toBe(404);
  });

  it('lists every customer’s tickets for customer service, filtered by status and search', async () => {
    const ours = await openTicket(w.t, w.owner, { title: 'Ricerca staff Alfa' });
    const theirs = await openTicket(w.t, w.stranger, { title: 'Ricerca staff Beta' });
    await setStatus(theirs.id, 'On Hold');
    type Page = { results: Ticket[]; total: number };
    const page = async (query: string) =>
      (await call<Page>(w.t, 'GET', `${STAFF_API}/GetAllTickets?${query}`, w.staff)).body;
    const all = await page('search=Ricerca%20staff');
    expect(all.results.map((row) => row.id).sort()).toEqual([ours.id, theirs.id].sort());
    expect(all.total).toBe(2);
    expect((await page('status=On%20Hold&search=Ricerca')).results.map((row) => row.id)).toEqual([theirs.id]);
    expect((await page(`search=${ours.caseNumber}`)).results.map((row) => row.id)).toEqual([ours.id]);
    expect((await page('search=Beta%20Centro')).results.map((row) => row.company.name)).toContain(
      'Birreria Beta srl',
    );
    const paged = await page('limit=1&offset=0');
    expect(paged.results).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
    // The demo's tickets are there too: customer service sees every customer.
    expect((await page('search=Fusto%20danneggiato%20nella')).total).toBe(1);
  });
});

describe('attachments (type from the bytes, 5 MB, outside the web root)', () => {
  it('keeps a PDF and a PNG and serves them back as downloads only', async () => {
    const ticket = await openTicket(w.t, w.owner);
    const stored = await upload(w.t, API, w.owner, ticket.id, [
      { name: 'Bolla 12-03.pdf', content: FILES.pdf, type: 'application/pdf' },
      // The declared type is not believed: the bytes say PNG.
      { name: 'valvola.png', content: FILES.png, type: 'text/html' },
    ]);
    expect(stored.status).toBe(200);
    expect(stored.body.results.map((row) => [row.fileName, row.contentType, row.size, row.side])).toEqual([
      ['Bolla 12-03.pdf', 'application/pdf', FILES.pdf.length, 'customer'],
      ['valvola.png', 'image/png', FILES.png.length, 'customer'],
    ]);
    const staffSees = await attachmentsOf(STAFF_API, w.staff, ticket.id);
    expect(staffSees.map((row) => row.fileName)).toEqual(['Bolla 12-03.pdf', 'valvola.png']);
    const download = await w.t.request({
      method: 'GET',
      url: `${API}/DownloadAttachment/${stored.body.results[0]!.id}`,
      headers: w.owner,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(FILES.pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Bolla 12-03.pdf"; filename*=UTF-8''Bolla%2012-03.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    // The bytes live outside the web root, under the attachment's id, not the user's file name.
    expect(readdirSync(w.filesOf(ticket.id)).sort()).toEqual(stored.body.results.map((row) => row.id).sort());
    const staffUpload = await upload(w.t, STAFF_API, w.staff, ticket.id, [
      { name: 'nota.txt', content: Buffer.from('Ritiro martedì.\n') },
    ]);
    expect(staffUpload.body.results[0]).toMatchObject({
      side: 'staff',
      contentType: 'text/plain; charset=utf-8',
    });
    expect((await ticketOf(API, w.owner, ticket.id)).attachmentCount).toBe(3);
  });

  it.each([
    [
      'HTML renamed to .pdf',
      [{ name: 'fattura.pdf', content: FILES.html, type: 'application/pdf' }],
      415,
      'Only PDF, PNG, JPEG, TXT and CSV files can be attached',
    ],
    [
      'a PNG named .pdf',
      [{ name: 'foto.pdf', content: FILES.png }],
      415,
      'Only PDF, PNG, JPEG, TXT and CSV files can be attached',
    ],
    [
      'an executable',
      [{ name: 'setup.exe', content: Buffer.from('MZ\x90\x00') }],
      415,
      'Only PDF, PNG, JPEG, TXT and CSV files can be attached',
    ],
    ['an empty file', [{ name: 'vuoto.pdf', content: Buffer.alloc(0) }], 400, 'The file is empty'],
    [
      'a file over 5 MB',
      [{ name: 'grande.pdf', content: Buffer.concat([FILES.pdf, Buffer.alloc(ATTACHMENT_LIMITS.maxBytes)]) }],
      413,
      'The file is larger than 5 MB',
    ],
    [
      'six files',
      Array.from({ length: 6 }, (_, index) => ({ name: `f${index}.pdf`, content: FILES.pdf })),
      413,
      'At most 5 files can be attached at once',
    ],
    [
      'one bad file among good ones',
      [
        { name: 'ok.pdf', content: FILES.pdf },
        { name: 'ko.png', content: FILES.html },
      ],
      415,
      'Only PDF, PNG, JPEG, TXT and CSV files can be attached',
    ],
    ['no file', [], 400, 'Choose a file to attach'],
  ])('refuses %s and stores nothing', async (_case, files, status, message) => {
    const ticket = await openTicket(w.t, w.owner);
    const before = await ticketTableCounts(w.t);
    const answer = await upload(w.t, API, w.owner, ticket.id, files);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toContain(message);
    expect(await ticketTableCounts(w.t)).toEqual(before);
    expect(await attachmentsOf(API, w.owner, ticket.id)).toEqual([]);
    expect(existsSync(w.filesOf(ticket.id)) ? readdirSync(w.filesOf(ticket.id)) : []).toEqual([]);
  });

  it('asks for multipart/form-data', async () => {
    const ticket = await openTicket(w.t, w.owner);
    const answer = await call(
      w.t,
      'POST',
      `${API}/UploadAttachmentsByTicketId?ticketId=${ticket.id}`,
      w.owner,
      {
        file: 'JVBERi0=',
      },
    );
    expect(answer.status).toBe(415);
    expect(answer.body.message).toBe('Send the files as multipart/form-data');
  });
});
