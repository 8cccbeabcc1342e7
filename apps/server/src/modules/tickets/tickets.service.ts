import { createHash } from 'node:crypto';
import {
  ATTACHMENT_KINDS,
  checkAttachment,
  closedAtAfter,
  commentError,
  customerMayComment,
  statusAfterComment,
  TICKET_MESSAGES,
  ticketDraftErrors,
  ticketMarketOf,
  type AttachmentRefusal,
  type ContentLanguage,
  type CreateTicketBody,
  type Market,
  type Ticket,
  type TicketAttachment,
  type TicketCommentItem,
  type TicketMarket,
  type TicketStatus,
} from '@spina/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, ticketAttachments, ticketComments, tickets } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { AttachmentFiles } from './tickets.files';
import type { TicketViewer } from './tickets.scope';
import {
  findAttachmentRow,
  findTicketRow,
  readAttachments,
  readCategories,
  readComments,
  readSubCategories,
  readTickets,
  type TicketFilter,
} from './tickets.store';

const ticketNotFound = () => notFound(TICKET_MESSAGES.ticketNotFound);
const invalid = (message: string) => new HttpError(400, 'TICKET_INVALID', message);
const refusedFile = (message: string, status = 400) => new HttpError(status, 'ATTACHMENT_REFUSED', message);

/** The HTTP status of each refusal of a file: too large and unsupported type have their own. */
const REFUSAL_STATUS: Record<AttachmentRefusal, number> = {
  attachmentEmpty: 400,
  attachmentName: 400,
  attachmentTooLarge: 413,
  attachmentType: 415,
};

/** A file received for a ticket, whole. */
export type ReceivedFile = { fileName: string; bytes: Buffer };

type CommentRow = Awaited<ReturnType<typeof readComments>>[number];
type AttachmentRow = Awaited<ReturnType<typeof readAttachments>>[number];

const toComment = (row: CommentRow, viewer: TicketViewer): TicketCommentItem => ({
  id: row.id,
  ticketId: row.ticketId,
  description: row.body,
  user: row.user,
  side: row.side === 'staff' ? 'staff' : 'customer',
  createdAt: row.createdAt.toISOString(),
  unread: row.side !== viewer.side && row.readAt === null,
});

const toAttachment = (row: AttachmentRow): TicketAttachment => ({
  id: row.id,
  ticketId: row.ticketId,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.sizeBytes,
  user: row.user,
  side: row.side === 'staff' ? 'staff' : 'customer',
  createdAt: row.createdAt.toISOString(),
});

export type TicketsService = ReturnType<typeof createTicketsService>;

/**
 * Support tickets (spec 3 §3, §7 "Tickets"): every read and write is kept to the viewer's scope, and a ticket
 * outside it answers 404 exactly like one that does not exist.
 */
export function createTicketsService(deps: { db: Database; files: AttachmentFiles; now: () => Date }) {
  const { db, files, now } = deps;

  async function reachable(viewer: TicketViewer, ticketId: string) {
    const ticket = await findTicketRow(db, viewer, ticketId);
    if (!ticket) throw ticketNotFound();
    return ticket;
  }

  /** Customers write only on open cases; customer service always may (to reopen one, for instance). */
  function ensureWritable(viewer: TicketViewer, status: string) {
    if (viewer.side === 'customer' && !customerMayComment(status))
      throw new HttpError(409, 'TICKET_CLOSED', TICKET_MESSAGES.ticketClosed);
  }

  async function list(viewer: TicketViewer, filter: TicketFilter, lang: ContentLanguage) {
    return readTickets(db, viewer, filter, lang);
  }

  async function one(viewer: TicketViewer, id: string, lang: ContentLanguage): Promise<Ticket> {
    const [ticket] = (await readTickets(db, viewer, { id }, lang)).tickets;
    if (!ticket) throw ticketNotFound();
    return ticket;
  }

  async function comments(viewer: TicketViewer, ticketId: string, limit: number) {
    await reachable(viewer, ticketId);
    return (await readComments(db, ticketId, limit)).map((row) => toComment(row, viewer));
  }

  async function attachments(viewer: TicketViewer, ticketId: string) {
    await reachable(viewer, ticketId);
    return (await readAttachments(db, ticketId)).map(toAttachment);
  }

  /** CreateComment: the signed-in user writes on their side; a reply may move the status on (statusAfterComment). */
  async function createComment(viewer: TicketViewer, ticketId: string, description: string) {
    const ticket = await reachable(viewer, ticketId);
    ensureWritable(viewer, ticket.status);
    const refusal = commentError(description);
    if (refusal) throw invalid(refusal);
    const at = now();
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ticketComments)
        .values({
          ticketId,
          authorId: viewer.userId,
          side: viewer.side,
          body: description.trim(),
          createdAt: at,
        })
        .returning({ id: ticketComments.id });
      const status = statusAfterComment(viewer.side, ticket.status as TicketStatus);
      await tx.update(tickets).set({ status, lastActivityAt: at }).where(eq(tickets.id, ticketId));
      return row!.id;
    });
    const written = (await readComments(db, ticketId, 1)).find((row) => row.id === id)!;
    return toComment(written, viewer);
  }

  /** SetCommentsAsRead: the other side's comments are read by the viewer's side from now on. */
  async function markRead(viewer: TicketViewer, ticketId: string) {
    await reachable(viewer, ticketId);
    const marked = await db
      .update(ticketComments)
      .set({ readAt: now() })
      .where(
        and(
          eq(ticketComments.ticketId, ticketId),
          ne(ticketComments.side, viewer.side),
          isNull(ticketComments.readAt),
        ),
      )
      .returning({ id: ticketComments.id });
    return { ticketId, marked: marked.length };
  }

  /**
   * UploadAttachmentsByTicketId: the files are read only once the ticket is known writable; every file is
   * checked (name, size, type read from its bytes) before any is kept, so one bad file stores nothing; the bytes
   * go to disk first and are removed again if the rows fail.
   */
  async function upload(viewer: TicketViewer, ticketId: string, receive: () => Promise<ReceivedFile[]>) {
    const ticket = await reachable(viewer, ticketId);
    ensureWritable(viewer, ticket.status);
    const received = await receive();
    if (received.length === 0) throw refusedFile(TICKET_MESSAGES.attachmentMissing);
    const checked = received.map((file) => {
      const result = checkAttachment({ fileName: file.fileName, size: file.bytes.length, bytes: file.bytes });
      if (!result.ok) throw refusedFile(TICKET_MESSAGES[result.refusal], REFUSAL_STATUS[result.refusal]);
      return { ...file, id: crypto.randomUUID(), contentType: ATTACHMENT_KINDS[result.kind].contentType };
    });
    const written: string[] = [];
    try {
      for (const file of checked) {
        await files.write(ticketId, file.id, file.bytes);
        written.push(file.id);
      }
      const at = now();
      await db.transaction(async (tx) => {
        await tx.insert(ticketAttachments).values(
          checked.map((file, index) => ({
            id: file.id,
            ticketId,
            uploadedBy: viewer.userId,
            side: viewer.side,
            fileName: file.fileName,
            contentType: file.contentType,
            sizeBytes: file.bytes.length,
            sha256: createHash('sha256').update(file.bytes).digest('hex'),
            // Files of one upload keep their order.
            createdAt: new Date(at.getTime() + index),
          })),
        );
        await tx.update(tickets).set({ lastActivityAt: at }).where(eq(tickets.id, ticketId));
      });
    } catch (error) {
      await Promise.all(written.map((id) => files.remove(ticketId, id)));
      throw error;
    }
    const ids = new Set<string>(checked.map((file) => file.id));
    return (await readAttachments(db, ticketId)).filter((row) => ids.has(row.id)).map(toAttachment);
  }

  /** The bytes of an attachment the viewer reaches, with the name and type it is offered under. */
  async function download(viewer: TicketViewer, attachmentId: string) {
    const attachment = await findAttachmentRow(db, viewer, attachmentId);
    const bytes = attachment ? await files.read(attachment.ticketId, attachment.id) : null;
    if (!attachment || !bytes) throw notFound(TICKET_MESSAGES.attachmentNotFound);
    return { fileName: attachment.fileName, contentType: attachment.contentType, bytes };
  }

  /**
   * CreateTicket?market (spec 3 §5, §7): the draft passes the form rules of its market, the market is the
   * ship-to's (IT or CZ by theme), the sub-category belongs to the category and is chosen when it has any.
   */
  async function createTicket(
    opener: { userId: string; shipToId: string; companyId: string },
    market: TicketMarket,
    body: CreateTicketBody,
    lang: ContentLanguage,
  ) {
    const draft = {
      title: body.title,
      description: body.description,
      phone: body.phone ?? '',
      categoryId: body.categoryId,
      subCategoryId: body.subCategoryId,
    };
    const [first] = ticketDraftErrors(draft, market);
    if (first) throw invalid(first.message);
    const [company] = await db
      .select({ market: companies.marketCode })
      .from(companies)
      .where(eq(companies.id, opener.companyId));
    if (!company || ticketMarketOf(company.market as Market) !== market)
      throw invalid(TICKET_MESSAGES.marketMismatch);
    const subCategories = await readSubCategories(db, lang);
    const categoryId = draft.categoryId.trim();
    const subCategoryId = draft.subCategoryId.trim();
    const ofCategory = subCategories.filter((sub) => sub.categoryId === categoryId);
    if (!(await readCategories(db, lang)).some((category) => category.id === categoryId))
      throw invalid(TICKET_MESSAGES.unknownCategory);
    if (subCategoryId === '' && ofCategory.length > 0) throw invalid(TICKET_MESSAGES.subCategoryRequired);
    if (subCategoryId !== '' && !ofCategory.some((sub) => sub.id === subCategoryId))
      throw invalid(TICKET_MESSAGES.subCategoryMismatch);
    const at = now();
    const [row] = await db
      .insert(tickets)
      .values({
        companyId: opener.companyId,
        shipToId: opener.shipToId,
        openedBy: opener.userId,
        market,
        title: draft.title.trim(),
        description: draft.description.trim(),
        categoryId,
        subCategoryId: subCategoryId || null,
        phone: draft.phone.trim() || null,
        openedAt: at,
        lastActivityAt: at,
      })
      .returning({ id: tickets.id });
    return one({ side: 'customer', userId: opener.userId, shipToIds: [opener.shipToId] }, row!.id, lang);
  }

  /** Customer service sets a status; entering or leaving a closed status stamps or clears the date closed. */
  async function setStatus(
    viewer: TicketViewer,
    ticketId: string,
    status: TicketStatus,
    lang: ContentLanguage,
  ) {
    const ticket = await reachable(viewer, ticketId);
    const at = now();
    await db
      .update(tickets)
      .set({ status, closedAt: closedAtAfter(status, ticket.closedAt, at), lastActivityAt: at })
      .where(eq(tickets.id, ticketId));
    return one(viewer, ticketId, lang);
  }

  return {
    list,
    one,
    comments,
    attachments,
    createComment,
    markRead,
    upload,
    download,
    createTicket,
    setStatus,
    categories: (lang: ContentLanguage) => readCategories(db, lang),
    subCategories: (lang: ContentLanguage, categoryId?: string) => readSubCategories(db, lang, categoryId),
  };
}
