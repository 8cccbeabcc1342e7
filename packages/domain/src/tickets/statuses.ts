/**
 * The statuses a support ticket goes through (spec 3 §4 "Ticket status values"), spelt as the spec spells
 * them: they are the values on the wire and the keys of their translations.
 */
export const TICKET_STATUSES = [
  'New',
  'In Progress',
  'Waiting for Details',
  'Information Provided',
  'On Hold',
  'Solved',
  'Researching',
  'Merged',
  'Closed (cancelled)',
  'Open',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The status of a ticket just opened by a customer. */
export const INITIAL_TICKET_STATUS: TicketStatus = 'New';

/**
 * Statuses that close a case: it has been answered for good (Solved), folded into another (Merged) or withdrawn
 * (Closed (cancelled)). Entering one stamps the date closed (spec 3 §3); leaving one clears it.
 */
export const CLOSED_TICKET_STATUSES: readonly TicketStatus[] = ['Solved', 'Merged', 'Closed (cancelled)'];

export function isTicketStatus(value: string): value is TicketStatus {
  return (TICKET_STATUSES as readonly string[]).includes(value);
}

export function isClosedTicketStatus(status: string): boolean {
  return (CLOSED_TICKET_STATUSES as readonly string[]).includes(status);
}

/**
 * The date closed after a status change: kept when the case stays closed, stamped `now` when it closes, cleared
 * when it opens again.
 */
export function closedAtAfter(status: TicketStatus, previousClosedAt: Date | null, now: Date): Date | null {
  if (!isClosedTicketStatus(status)) return null;
  return previousClosedAt ?? now;
}

/**
 * Whether a customer may still comment on a ticket: a closed case takes no more comments from the customer (they
 * open a new one); customer service may always write, e.g. to reopen it.
 */
export function customerMayComment(status: string): boolean {
  return !isClosedTicketStatus(status);
}

/**
 * The status after a comment, when writing moves the case on: customer service's first reply takes a New case In
 * Progress; the customer answering a case Waiting for Details has provided the information. Otherwise the status
 * stays as it is; customer service sets any other status themselves.
 */
export function statusAfterComment(side: 'customer' | 'staff', status: TicketStatus): TicketStatus {
  if (side === 'staff' && status === 'New') return 'In Progress';
  if (side === 'customer' && status === 'Waiting for Details') return 'Information Provided';
  return status;
}
