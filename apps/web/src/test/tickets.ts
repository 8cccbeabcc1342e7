import type { Ticket } from '@spina/domain';

/** A ticket as the server lists it: new, opened on Bar Centrale, nothing unread; `changes` overrides fields. */
export const ticket = (id: string, changes: Partial<Ticket> = {}): Ticket => ({
  id,
  caseNumber: `0001000${id.slice(-1)}`,
  title: `Ticket ${id}`,
  description: 'La valvola perde.',
  category: { id: 'orders', name: 'Orders and delivery' },
  subCategory: { id: 'orders-damaged', name: 'Damaged goods' },
  status: 'New',
  dateOpened: '2026-11-20T08:00:00.000Z',
  dateClosed: null,
  phone: null,
  market: 'IT',
  shipTo: { id: '0000100001', name: 'Bar Centrale' },
  company: { id: '0000000001', name: 'Bar srl' },
  openedBy: 'Giulia Prova',
  lastActivityAt: '2026-11-21T08:00:00.000Z',
  unreadComments: 0,
  attachmentCount: 0,
  ...changes,
});
