import type { ContentLanguage, Ticket, TicketStatus } from '@spina/domain';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  companies,
  shipTos,
  ticketAttachments,
  ticketCategories,
  ticketComments,
  tickets,
  ticketSubCategories,
  users,
  type Localized,
} from '../../db/schema';
import { otherSide, type TicketViewer } from './tickets.scope';

const localize = (text: Localized | null, lang: ContentLanguage) => (text ? text[lang] || text.it : '');
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** The condition keeping a query to the tickets the viewer may reach. */
export function ticketScope(viewer: TicketViewer): SQL | undefined {
  if (viewer.side === 'staff') return undefined;
  // No ship-to with Support reaches nothing (inArray of an empty list would be refused by drizzle).
  return viewer.shipToIds.length > 0 ? inArray(tickets.shipToId, [...viewer.shipToIds]) : sql`false`;
}

/** Comments written by the other side that the viewer's side has not read, per ticket. */
const unreadCount = (viewer: TicketViewer) =>
  sql<number>`(select count(*)::int from ${ticketComments}
    where ${ticketComments.ticketId} = ${tickets.id}
      and ${ticketComments.side} = ${otherSide(viewer.side)} and ${ticketComments.readAt} is null)`;

const attachmentCount = sql<number>`(select count(*)::int from ${ticketAttachments}
  where ${ticketAttachments.ticketId} = ${tickets.id})`;

function selection(viewer: TicketViewer) {
  return {
    ticket: tickets,
    categoryName: ticketCategories.name,
    subCategoryName: ticketSubCategories.name,
    shipToName: shipTos.name,
    companyName: companies.name,
    openerFirst: users.firstName,
    openerLast: users.lastName,
    unread: unreadCount(viewer),
    attachments: attachmentCount,
    total: sql<number>`count(*) over ()`.mapWith(Number),
  };
}

type TicketRow = {
  ticket: typeof tickets.$inferSelect;
  categoryName: Localized;
  subCategoryName: Localized | null;
  shipToName: string;
  companyName: string;
  openerFirst: string;
  openerLast: string;
  unread: number;
  attachments: number;
};

function toTicket(row: TicketRow, lang: ContentLanguage): Ticket {
  const { ticket } = row;
  return {
    id: ticket.id,
    caseNumber: ticket.caseNumber,
    title: ticket.title,
    description: ticket.description,
    category: { id: ticket.categoryId, name: localize(row.categoryName, lang) },
    subCategory: { id: ticket.subCategoryId ?? '', name: localize(row.subCategoryName, lang) },
    status: ticket.status as TicketStatus,
    dateOpened: ticket.openedAt.toISOString(),
    dateClosed: ticket.closedAt?.toISOString() ?? null,
    phone: ticket.phone,
    market: ticket.market === 'CZ' ? 'CZ' : 'IT',
    shipTo: { id: ticket.shipToId, name: row.shipToName },
    company: { id: ticket.companyId, name: row.companyName },
    openedBy: fullName(row.openerFirst, row.openerLast),
    lastActivityAt: ticket.lastActivityAt.toISOString(),
    unreadComments: Number(row.unread),
    attachmentCount: Number(row.attachments),
  };
}

/** Filters of a ticket list; the viewer's scope always applies on top. */
export type TicketFilter = {
  id?: string;
  status?: TicketStatus | undefined;
  unreadOnly?: boolean;
  search?: string | undefined;
  offset?: number;
  limit?: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Tickets the viewer reaches, most recently active first, with the total before paging. */
export async function readTickets(
  db: Database,
  viewer: TicketViewer,
  filter: TicketFilter,
  lang: ContentLanguage,
): Promise<{ tickets: Ticket[]; total: number }> {
  const search = filter.search?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : null;
  const rows = await db
    .select(selection(viewer))
    .from(tickets)
    .innerJoin(ticketCategories, eq(ticketCategories.id, tickets.categoryId))
    .leftJoin(ticketSubCategories, eq(ticketSubCategories.id, tickets.subCategoryId))
    .innerJoin(shipTos, eq(shipTos.id, tickets.shipToId))
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .innerJoin(users, eq(users.id, tickets.openedBy))
    .where(
      and(
        ticketScope(viewer),
        filter.id ? eq(tickets.id, filter.id) : undefined,
        filter.status ? eq(tickets.status, filter.status) : undefined,
        filter.unreadOnly ? sql`${unreadCount(viewer)} > 0` : undefined,
        pattern
          ? or(
              ilike(tickets.caseNumber, pattern),
              ilike(tickets.title, pattern),
              ilike(companies.name, pattern),
              ilike(shipTos.name, pattern),
              ilike(tickets.shipToId, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(tickets.lastActivityAt), desc(tickets.caseNumber))
    .offset(filter.offset ?? 0)
    .limit(filter.limit ?? 500);
  return { tickets: rows.map((row) => toTicket(row, lang)), total: rows[0]?.total ?? 0 };
}

/** The ticket `id` when the viewer reaches it, else null (unknown and foreign look the same). */
export async function findTicketRow(db: Database, viewer: TicketViewer, id: string) {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), ticketScope(viewer)));
  return row ?? null;
}

/** The latest `limit` comments of a ticket, oldest first, with their authors' names. */
export async function readComments(db: Database, ticketId: string, limit: number) {
  const rows = await db
    .select({ comment: ticketComments, first: users.firstName, last: users.lastName })
    .from(ticketComments)
    .innerJoin(users, eq(users.id, ticketComments.authorId))
    .where(eq(ticketComments.ticketId, ticketId))
    .orderBy(desc(ticketComments.createdAt), desc(ticketComments.id))
    .limit(limit);
  return rows.reverse().map((row) => ({ ...row.comment, user: fullName(row.first, row.last) }));
}

/** The attachments of a ticket, oldest first, with their uploaders' names. */
export async function readAttachments(db: Database, ticketId: string) {
  const rows = await db
    .select({ attachment: ticketAttachments, first: users.firstName, last: users.lastName })
    .from(ticketAttachments)
    .innerJoin(users, eq(users.id, ticketAttachments.uploadedBy))
    .where(eq(ticketAttachments.ticketId, ticketId))
    .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id));
  return rows.map((row) => ({ ...row.attachment, user: fullName(row.first, row.last) }));
}

/** One attachment, when the viewer reaches its ticket. */
export async function findAttachmentRow(db: Database, viewer: TicketViewer, id: string) {
  const [row] = await db
    .select({ attachment: ticketAttachments })
    .from(ticketAttachments)
    .innerJoin(tickets, eq(tickets.id, ticketAttachments.ticketId))
    .where(and(eq(ticketAttachments.id, id), ticketScope(viewer)));
  return row?.attachment ?? null;
}

/** Categories and sub-categories in their order, named in `lang`. */
export async function readCategories(db: Database, lang: ContentLanguage) {
  const rows = await db.select().from(ticketCategories).orderBy(asc(ticketCategories.position));
  return rows.map((row) => ({ id: row.id, name: localize(row.name, lang) }));
}

export async function readSubCategories(db: Database, lang: ContentLanguage, categoryId?: string) {
  const rows = await db
    .select()
    .from(ticketSubCategories)
    .innerJoin(ticketCategories, eq(ticketCategories.id, ticketSubCategories.categoryId))
    .where(categoryId ? eq(ticketSubCategories.categoryId, categoryId) : undefined)
    .orderBy(asc(ticketCategories.position), asc(ticketSubCategories.position));
  return rows.map(({ ticket_sub_categories: row }) => ({
    id: row.id,
    categoryId: row.categoryId,
    name: localize(row.name, lang),
  }));
}
