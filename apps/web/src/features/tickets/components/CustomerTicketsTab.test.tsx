import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TicketCommentItem } from '@spina/domain';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS, writeLocal } from '../../../lib/storage';
import { fakeServer, json } from '../../../test/fake-server';
import { ALL_SECTIONS_ENABLED, renderWithApp, signedInSession } from '../../../test/render';
import { ticket } from '../../../test/tickets';
import CustomerTicketsTab from './CustomerTicketsTab';

const API = '/api/tickets/v1/tickets';

const answered = ticket('00000000-0000-4000-8000-000000000001', {
  title: 'Fusto danneggiato',
  status: 'Information Provided',
  unreadComments: 1,
});
const solved = ticket('00000000-0000-4000-8000-000000000002', { title: 'Copia fattura', status: 'Solved' });
const reply: TicketCommentItem = {
  id: 'c1',
  ticketId: answered.id,
  description: 'Ritiriamo il fusto domani.',
  user: 'Giulia Ferri',
  side: 'staff',
  createdAt: '2026-11-21T08:00:00.000Z',
  unread: true,
};

async function renderTab(path = '/support/tickets', language: 'it' | 'en' = 'en') {
  const server = fakeServer({ sections: ALL_SECTIONS_ENABLED }, (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const read = { ...answered, unreadComments: 0 };
    if (url.pathname === `${API}/GetAllTickets`) return json({ results: [answered, solved] });
    if (url.pathname === `${API}/GetTicketById/${answered.id}`) return json({ ticket: answered });
    if (url.pathname === `${API}/GetCommentsByTicketId/${answered.id}`) return json({ results: [reply] });
    if (url.pathname === `${API}/GetAttachmentsByTicketId/${answered.id}`)
      return json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500);
    if (url.pathname === `${API}/SetCommentsAsRead` && init?.method === 'POST')
      return json({ ticketId: read.id, marked: 1 });
    if (url.pathname === `${API}/GetCategories`) return json({ results: [answered.category] });
    if (url.pathname === `${API}/GetAllSubCategories`)
      return json({ results: [{ ...answered.subCategory, categoryId: 'orders' }] });
    return undefined;
  });
  const view = await renderWithApp(
    <Routes>
      <Route path="/support/tickets" element={<CustomerTicketsTab />} />
    </Routes>,
    { session: signedInSession(['Catalogue', 'Support']), path, namespaces: ['tickets'], language },
  );
  return { server, view };
}

const calls = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.requests.filter((request) => request.url.includes(path));

beforeEach(() => writeLocal(LOCAL_KEYS.shipToId, '0000100001'));
afterEach(() => localStorage.clear());

describe('tickets tab (spec 3 §2 "Support Tickets with case creation")', () => {
  it('lists the tickets with translated statuses and an unread marker', async () => {
    const { server } = await renderTab('/support/tickets', 'it');
    const rows = await screen.findAllByTestId('ticket-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('unread-marker')).toHaveTextContent('1 nuova risposta');
    expect(within(rows[0]!).getByText('Informazioni fornite')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Risolta')).toBeInTheDocument();
    // A card's button is named by what it shows, from its case number on (WCAG 2.5.3, label in name).
    for (const row of rows) {
      expect(row).not.toHaveAttribute('aria-label');
      expect(row).toHaveAccessibleName(expect.stringMatching(/^Caso \S+ /));
    }
    expect(calls(server, 'GetAllTickets')).toHaveLength(1);
  });

  it('keeps the tickets of the status in the address', async () => {
    await renderTab('/support/tickets?status=Solved');
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
    expect(screen.getByTestId('ticket-row')).toHaveTextContent('Copia fattura');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Solved');
  });

  it('marks the replies read on opening, keeps them marked new on the page, and lists failed attachments as none', async () => {
    const { server } = await renderTab(`/support/tickets?ticket=${answered.id}`);
    const comment = await screen.findByTestId('ticket-comment');
    expect(comment).toHaveTextContent('Ritiriamo il fusto domani.');
    expect(within(comment).getByText('New')).toBeInTheDocument();
    await waitFor(() => expect(calls(server, 'SetCommentsAsRead')).toHaveLength(1));
    expect(calls(server, 'SetCommentsAsRead')[0]!.url).toContain(`ticketId=${answered.id}`);
    // spec 3 §8: an attachment fetch that fails reads as an empty list.
    expect(await screen.findByText('No attachments.')).toBeInTheDocument();
  });

  it('refuses a too-long title and a file that is not what its name says, sending nothing', async () => {
    const user = userEvent.setup();
    const { server } = await renderTab('/support/tickets?new=1');
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.type(title, 'x'.repeat(41));
    expect(screen.getByText('41 of 40 characters')).toBeInTheDocument();
    expect(screen.getByText('The title can have at most 40 characters')).toBeInTheDocument();
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File(['<html></html>'], 'fattura.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('fattura.pdf: Only PDF, PNG, JPEG, TXT and CSV files can be attached'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(calls(server, 'CreateTicket')).toHaveLength(0);
  });
});
