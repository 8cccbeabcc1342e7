import * as z from 'zod/mini';
import { TICKET_STATUSES } from '../tickets/statuses';
import { TICKET_LIMITS, TICKET_MARKETS } from '../tickets/rules';
import { pagedResponse, pagingQuery } from './paging';
import { wholeNumber } from './query-params';

/**
 * REST contracts of the tickets service (spec 3 §7 "Tickets"), under /api/tickets/v1. The customer calls keep the
 * spec's names; customer service answers through the same calls under staff/ (DESIGN §6), plus its own list and
 * status change.
 */

/** Paths under /api/tickets/v1 (names after spec 3 §7). */
export const TICKET_PATHS = {
  allTickets: 'tickets/GetAllTickets',
  ticketById: 'tickets/GetTicketById',
  categories: 'tickets/GetCategories',
  subCategoriesByCategory: 'tickets/GetSubCategoriesByCategoryId',
  allSubCategories: 'tickets/GetAllSubCategories',
  comments: 'tickets/GetCommentsByTicketId',
  attachments: 'tickets/GetAttachmentsByTicketId',
  createComment: 'tickets/CreateComment',
  upload: 'tickets/UploadAttachmentsByTicketId',
  markRead: 'tickets/SetCommentsAsRead',
  createTicket: 'tickets/CreateTicket',
  download: 'tickets/DownloadAttachment',
  /** Customer service only. */
  setStatus: 'tickets/SetTicketStatus',
} as const;

/** Where customer service's calls live: the same names under staff/. */
export const STAFF_TICKETS_PREFIX = 'staff';

/** Who wrote a comment or attached a file: the customer's side or customer service. */
export const TICKET_SIDES = ['customer', 'staff'] as const;
export type TicketSide = (typeof TICKET_SIDES)[number];

const ticketStatusSchema = z.enum(TICKET_STATUSES);
const namedSchema = z.object({ id: z.string(), name: z.string() });

/** A ticket category (spec 3 §3 Ticket category), named in the caller's language. */
export const ticketCategorySchema = namedSchema;
export type TicketCategory = z.infer<typeof ticketCategorySchema>;

/** A sub-category of a ticket category. */
export const ticketSubCategorySchema = z.object({ id: z.string(), categoryId: z.string(), name: z.string() });
export type TicketSubCategory = z.infer<typeof ticketSubCategorySchema>;

export const ticketCategoriesResponseSchema = z.object({ results: z.array(ticketCategorySchema) });
export const ticketSubCategoriesResponseSchema = z.object({ results: z.array(ticketSubCategorySchema) });

/** Path of GetSubCategoriesByCategoryId/{id}: a category id. */
export const categoryIdParamsSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, 'id is the id of a ticket category')),
});

/** A ticket as its lists and its page show it (spec 3 §3 Ticket), with what the caller has not read yet. */
export const ticketSchema = z.object({
  id: z.string(),
  caseNumber: z.string(),
  title: z.string(),
  description: z.string(),
  category: namedSchema,
  subCategory: namedSchema,
  status: ticketStatusSchema,
  dateOpened: z.string(),
  dateClosed: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  market: z.enum(TICKET_MARKETS),
  shipTo: namedSchema,
  company: namedSchema,
  openedBy: z.string(),
  lastActivityAt: z.string(),
  /** Comments of the other side the caller has not read (spec 3 §7 SetCommentsAsRead clears them). */
  unreadComments: z.int(),
  attachmentCount: z.int(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketsResponseSchema = z.object({ results: z.array(ticketSchema) });
export type TicketsResponse = z.infer<typeof ticketsResponseSchema>;
export const ticketResponseSchema = z.object({ ticket: ticketSchema });

/** Path of the calls about one ticket ({id}). */
export const ticketIdParamsSchema = z.object({ id: z.uuid('id is the id of a ticket') });
/** Query of the calls naming a ticket by `ticketId` (spec 3 §7 UploadAttachmentsByTicketId?ticketId, ...). */
export const ticketIdQuerySchema = z.object({ ticketId: z.uuid('ticketId is the id of a ticket') });
/** Path of DownloadAttachment/{id}. */
export const attachmentIdParamsSchema = z.object({ id: z.uuid('id is the id of an attachment') });

/** Query of GetCommentsByTicketId: `limit`, 100 by default (spec 3 §7). */
export const commentsQuerySchema = z.object({
  limit: z._default(wholeNumber(1, TICKET_LIMITS.commentsMax, 'limit'), TICKET_LIMITS.commentsDefault),
});

/** A comment of a ticket (spec 3 §3 Comment: description, ticketId, user). */
export const ticketCommentItemSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  description: z.string(),
  user: z.string(),
  side: z.enum(TICKET_SIDES),
  createdAt: z.string(),
  /** Written by the other side and not read yet by the caller's side. */
  unread: z.boolean(),
});
export type TicketCommentItem = z.infer<typeof ticketCommentItemSchema>;
export const ticketCommentsResponseSchema = z.object({ results: z.array(ticketCommentItemSchema) });

/** A file attached to a ticket; its bytes come from DownloadAttachment/{id}. */
export const ticketAttachmentSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.int(),
  user: z.string(),
  side: z.enum(TICKET_SIDES),
  createdAt: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;
export const ticketAttachmentsResponseSchema = z.object({ results: z.array(ticketAttachmentSchema) });

/**
 * Body of CreateComment (spec 3 §7: description, ticketId, user). The author is always the signed-in user:
 * `user` is accepted for clients that send it and otherwise ignored.
 */
export const createCommentBodySchema = z.object({
  description: z.string(),
  ticketId: z.uuid('ticketId is the id of a ticket'),
  user: z.optional(z.unknown()),
});
export type CreateCommentBody = z.infer<typeof createCommentBodySchema>;
export const ticketCommentResponseSchema = z.object({ comment: ticketCommentItemSchema });

/** Answer of SetCommentsAsRead: how many comments it marked. */
export const markReadResponseSchema = z.object({ ticketId: z.string(), marked: z.int() });

/** Query of CreateTicket: the market, IT or CZ by theme (spec 3 §5, §7). */
export const createTicketQuerySchema = z.object({ market: z.enum(TICKET_MARKETS) });

/** Body of CreateTicket; lengths and the phone are checked by ticketDraftErrors (spec 3 §5). */
export const createTicketBodySchema = z.object({
  title: z.string(),
  description: z.string(),
  phone: z._default(z.string(), ''),
  categoryId: z.string(),
  subCategoryId: z.string(),
});
export type CreateTicketBody = z.input<typeof createTicketBodySchema>;

/** Body of SetTicketStatus (customer service). */
export const setTicketStatusBodySchema = z.object({
  ticketId: z.uuid('ticketId is the id of a ticket'),
  status: ticketStatusSchema,
});
export type SetTicketStatusBody = z.infer<typeof setTicketStatusBodySchema>;

/** Query of customer service's ticket list: status, unread only, a search over case number, title and customer. */
export const staffTicketsQuerySchema = z.object({
  status: z.optional(ticketStatusSchema),
  unread: z.optional(z.enum(['true', 'false'])),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...pagingQuery(20, 100),
});
export type StaffTicketsQuery = z.input<typeof staffTicketsQuerySchema>;
export const staffTicketsResponseSchema = pagedResponse(ticketSchema);
export type StaffTicketsResponse = z.infer<typeof staffTicketsResponseSchema>;
