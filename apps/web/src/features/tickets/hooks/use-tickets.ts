import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffTicketsQuery, TicketSide, TicketStatus } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { isPermanentFailure } from '../../../lib/api-errors';
import {
  createTicket,
  fetchCategories,
  fetchMyTickets,
  fetchStaffTickets,
  fetchSubCategories,
  setTicketStatus,
  ticketCalls,
} from '../api/tickets-api';

/** Query keys of the tickets feature: every side's data under its own branch. */
export const ticketKeys = {
  all: ['tickets'] as const,
  side: (side: TicketSide) => ['tickets', side] as const,
  list: (side: TicketSide, filter: unknown = {}) => ['tickets', side, 'list', filter] as const,
  ticket: (side: TicketSide, id: string) => ['tickets', side, 'ticket', id] as const,
  comments: (side: TicketSide, id: string) => ['tickets', side, 'comments', id] as const,
  attachments: (side: TicketSide, id: string) => ['tickets', side, 'attachments', id] as const,
};

export function useMyTickets() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ticketKeys.list('customer'), i18n.language],
    queryFn: ({ signal }) => fetchMyTickets(signal),
  });
}

export function useStaffTickets(query: StaffTicketsQuery) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ticketKeys.list('staff', query), i18n.language],
    queryFn: ({ signal }) => fetchStaffTickets(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Categories and every sub-category, read together for the form's two choices. */
export function useCategories() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['tickets', 'categories', i18n.language],
    queryFn: async ({ signal }) => {
      const [categories, subCategories] = await Promise.all([
        fetchCategories(signal),
        fetchSubCategories(signal),
      ]);
      return { categories, subCategories };
    },
    staleTime: 60 * 60 * 1000,
  });
}

export function useTicket(side: TicketSide, id: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ticketKeys.ticket(side, id), i18n.language],
    queryFn: ({ signal }) => ticketCalls(side).ticket(id, signal),
    retry: (count, error) => count < 2 && !isPermanentFailure(error),
  });
}

/**
 * A list about a ticket that comes back empty when it cannot be read (spec 3 §8 "Ticket comment or attachment
 * fetch fails: returns an empty list"); the failure is logged.
 */
async function orEmpty<T>(what: string, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (error) {
    console.error(`ticket ${what} error`, error);
    return [];
  }
}

export function useComments(side: TicketSide, id: string) {
  return useQuery({
    queryKey: ticketKeys.comments(side, id),
    queryFn: ({ signal }) => orEmpty('comments', () => ticketCalls(side).comments(id, signal)),
  });
}

export function useAttachments(side: TicketSide, id: string) {
  return useQuery({
    queryKey: ticketKeys.attachments(side, id),
    queryFn: ({ signal }) => orEmpty('attachments', () => ticketCalls(side).attachments(id, signal)),
  });
}

/** Refreshes a side's lists and one ticket after a write. */
function useRefresh(side: TicketSide) {
  const client = useQueryClient();
  return (id?: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: [...ticketKeys.side(side), 'list'] }),
      id ? client.invalidateQueries({ queryKey: ticketKeys.ticket(side, id) }) : null,
    ]);
}

export function useCreateTicket() {
  const refresh = useRefresh('customer');
  return useMutation({
    mutationFn: ({
      market,
      body,
      files,
    }: {
      market: Parameters<typeof createTicket>[0];
      body: Parameters<typeof createTicket>[1];
      files: File[];
    }) =>
      createTicket(market, body).then(async (ticket) => {
        // The ticket exists once created: a failed upload is reported with it, not as a failed creation.
        if (files.length === 0) return { ticket, uploadError: null };
        try {
          await ticketCalls('customer').upload(ticket.id, files);
          return { ticket, uploadError: null };
        } catch (error) {
          return { ticket, uploadError: error };
        }
      }),
    onSettled: () => refresh(),
  });
}

export function useAddComment(side: TicketSide, id: string) {
  const client = useQueryClient();
  const refresh = useRefresh(side);
  return useMutation({
    mutationFn: (description: string) => ticketCalls(side).comment(id, description),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: ticketKeys.comments(side, id) }), refresh(id)]),
  });
}

export function useUpload(side: TicketSide, id: string) {
  const client = useQueryClient();
  const refresh = useRefresh(side);
  return useMutation({
    mutationFn: (files: File[]) => ticketCalls(side).upload(id, files),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: ticketKeys.attachments(side, id) }), refresh(id)]),
  });
}

/**
 * SetCommentsAsRead: the other side's replies become read; the list's and the ticket's markers clear. A failure
 * is rethrown to the caller (spec 3 §8 "Marking comments as read fails: the error is rethrown").
 */
export function useMarkRead(side: TicketSide, id: string) {
  const refresh = useRefresh(side);
  return useMutation({
    mutationFn: () => ticketCalls(side).markRead(id),
    onSuccess: () => refresh(id),
  });
}

export function useSetStatus(id: string) {
  const refresh = useRefresh('staff');
  return useMutation({
    mutationFn: (status: TicketStatus) => setTicketStatus(id, status),
    onSettled: () => refresh(id),
  });
}
