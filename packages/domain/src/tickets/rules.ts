import type { Market } from '../markets/markets';
import { FORM_LIMITS, FORM_MESSAGES, ticketCommentSchema, ticketFormSchema } from '../shared/forms';

/**
 * Limits of a ticket (spec 3 §5 "Ticket: title max 40 characters, description max 2000"; §9 "comments default
 * limit 100"), as the form rules of shared/forms.ts hold them.
 */
export const TICKET_LIMITS = {
  title: FORM_LIMITS.ticketTitle,
  description: FORM_LIMITS.ticketDescription,
  /** A comment is as long as a description may be. */
  comment: FORM_LIMITS.ticketDescription,
  /** GetCommentsByTicketId returns this many comments unless `limit` says otherwise (spec 3 §7). */
  commentsDefault: FORM_LIMITS.ticketCommentsLimit,
  commentsMax: 500,
} as const;

/** The markets a ticket is opened in (spec 3 §5 "Ticket creation: the market is IT or CZ by theme"). */
export const TICKET_MARKETS = ['IT', 'CZ'] as const;
export type TicketMarket = (typeof TICKET_MARKETS)[number];

/** The ticket market of a portal market: the Czech theme opens Czech tickets, every other one Italian ones. */
export function ticketMarketOf(market: Market): TicketMarket {
  return market === 'CZ' ? 'CZ' : 'IT';
}

/** Messages of the tickets service beyond the form rules, in English; also their i18n keys (DESIGN §6). */
export const TICKET_MESSAGES = {
  unknownCategory: 'Choose a category from the list',
  subCategoryRequired: 'Choose a sub-category',
  subCategoryMismatch: 'The sub-category does not belong to the category',
  ticketClosed: 'This ticket is closed: open a new one to write again',
  marketMismatch: 'The market does not match the ship-to',
  ticketNotFound: 'Ticket not found',
  attachmentNotFound: 'Attachment not found',
  attachmentEmpty: 'The file is empty',
  attachmentTooLarge: 'The file is larger than 5 MB',
  attachmentType: 'Only PDF, PNG, JPEG, TXT and CSV files can be attached',
  attachmentName: 'The file name is not valid',
  attachmentTooMany: 'At most 5 files can be attached at once',
  attachmentMissing: 'Choose a file to attach',
  notMultipart: 'Send the files as multipart/form-data',
} as const;

/** The fields of the new-ticket form. */
export type TicketField = 'title' | 'description' | 'phone' | 'categoryId' | 'subCategoryId';

/** One refused field of a ticket form, with the message to show beside it. */
export type TicketFieldError = { field: TicketField; message: string };

/** What a customer writes to open a ticket; blank phone and sub-category mean none. */
export type TicketDraft = {
  title: string;
  description: string;
  phone: string;
  categoryId: string;
  subCategoryId: string;
};

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/**
 * Every refused field of a ticket draft, the first message of each, by the form rules (spec 3 §5 "Ticket: title
 * max 40 characters, description max 2000, phone starting +420 (Czech variant)"; "Phone: numeric, 10 digits"
 * elsewhere). The web shows them as the user types; the server refuses a draft that has any.
 */
export function ticketDraftErrors(draft: TicketDraft, market: TicketMarket): TicketFieldError[] {
  const parsed = ticketFormSchema(market).safeParse({
    title: draft.title,
    description: draft.description,
    categoryId: draft.categoryId,
    subCategoryId: blankToUndefined(draft.subCategoryId),
    phone: blankToUndefined(draft.phone),
  });
  if (parsed.success) return [];
  const errors = new Map<TicketField, string>();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as TicketField;
    if (!errors.has(field)) errors.set(field, issue.message);
  }
  const order: TicketField[] = ['categoryId', 'subCategoryId', 'title', 'description', 'phone'];
  return order.flatMap((field) => (errors.has(field) ? [{ field, message: errors.get(field)! }] : []));
}

/** The refusal of a comment's text (required, at most 2000 characters), or null when it may be sent. */
export function commentError(description: string): string | null {
  const parsed = ticketCommentSchema.shape.description.safeParse(description);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? FORM_MESSAGES.required);
}
