import {
  markReadResponseSchema,
  STAFF_TICKETS_PREFIX,
  staffTicketsResponseSchema,
  TICKET_PATHS,
  ticketAttachmentsResponseSchema,
  ticketCategoriesResponseSchema,
  ticketCommentResponseSchema,
  ticketCommentsResponseSchema,
  ticketResponseSchema,
  ticketsResponseSchema,
  ticketSubCategoriesResponseSchema,
  type CreateTicketBody,
  type StaffTicketsQuery,
  type TicketMarket,
  type TicketSide,
  type TicketStatus,
} from '@spina/domain';
import { restDownload, restRequest } from '../../../lib/rest';

const BASE = '/api/tickets/v1';
type Path = (typeof TICKET_PATHS)[keyof typeof TICKET_PATHS];

/** The address of a call of one side: the spec's names for customers, the same under staff/ for customer service. */
const urlOf = (side: TicketSide, path: Path, suffix = ''): `/api/${string}` =>
  `${BASE}/${side === 'staff' ? `${STAFF_TICKETS_PREFIX}/` : ''}${path}${suffix}`;

const id = (value: string) => `/${encodeURIComponent(value)}`;

/** The calls about one ticket, which both sides make the same way (spec 3 §7 Tickets). */
export function ticketCalls(side: TicketSide) {
  return {
    ticket: async (ticketId: string, signal?: AbortSignal) =>
      (
        await restRequest(urlOf(side, TICKET_PATHS.ticketById, id(ticketId)), ticketResponseSchema, {
          signal,
        })
      ).ticket,
    comments: async (ticketId: string, signal?: AbortSignal) =>
      (
        await restRequest(urlOf(side, TICKET_PATHS.comments, id(ticketId)), ticketCommentsResponseSchema, {
          signal,
        })
      ).results,
    attachments: async (ticketId: string, signal?: AbortSignal) =>
      (
        await restRequest(
          urlOf(side, TICKET_PATHS.attachments, id(ticketId)),
          ticketAttachmentsResponseSchema,
          {
            signal,
          },
        )
      ).results,
    comment: async (ticketId: string, description: string) =>
      (
        await restRequest(urlOf(side, TICKET_PATHS.createComment), ticketCommentResponseSchema, {
          method: 'POST',
          body: { ticketId, description },
        })
      ).comment,
    markRead: (ticketId: string) =>
      restRequest(urlOf(side, TICKET_PATHS.markRead), markReadResponseSchema, {
        method: 'POST',
        query: { ticketId },
      }),
    upload: async (ticketId: string, files: readonly File[]) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return (
        await restRequest(urlOf(side, TICKET_PATHS.upload), ticketAttachmentsResponseSchema, {
          method: 'POST',
          query: { ticketId },
          body: form,
        })
      ).results;
    },
    download: (attachmentId: string, fileName: string) =>
      restDownload(urlOf(side, TICKET_PATHS.download, id(attachmentId)), fileName),
  };
}
export type TicketCalls = ReturnType<typeof ticketCalls>;

/** GetAllTickets: the customer's tickets over every ship-to where they hold Support. */
export async function fetchMyTickets(signal?: AbortSignal) {
  return (await restRequest(urlOf('customer', TICKET_PATHS.allTickets), ticketsResponseSchema, { signal }))
    .results;
}

/** Customer service's page of tickets, filtered. */
export function fetchStaffTickets(query: StaffTicketsQuery, signal?: AbortSignal) {
  return restRequest(urlOf('staff', TICKET_PATHS.allTickets), staffTicketsResponseSchema, { query, signal });
}

export async function fetchCategories(signal?: AbortSignal) {
  return (
    await restRequest(urlOf('customer', TICKET_PATHS.categories), ticketCategoriesResponseSchema, { signal })
  ).results;
}

export async function fetchSubCategories(signal?: AbortSignal) {
  return (
    await restRequest(urlOf('customer', TICKET_PATHS.allSubCategories), ticketSubCategoriesResponseSchema, {
      signal,
    })
  ).results;
}

/** CreateTicket?market for the current ship-to (the outletid header). */
export async function createTicket(market: TicketMarket, body: CreateTicketBody) {
  return (
    await restRequest(urlOf('customer', TICKET_PATHS.createTicket), ticketResponseSchema, {
      method: 'POST',
      query: { market },
      body,
    })
  ).ticket;
}

/** Customer service sets a ticket's status. */
export async function setTicketStatus(ticketId: string, status: TicketStatus) {
  return (
    await restRequest(urlOf('staff', TICKET_PATHS.setStatus), ticketResponseSchema, {
      method: 'POST',
      body: { ticketId, status },
    })
  ).ticket;
}
