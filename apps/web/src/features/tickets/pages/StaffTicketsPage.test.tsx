import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../test/fake-server';
import { ALL_SECTIONS_ENABLED, renderWithApp, signedInSession } from '../../../test/render';
import { ticket } from '../../../test/tickets';
import StaffTicketsPage from './StaffTicketsPage';

const LIST = '/api/tickets/v1/staff/tickets/GetAllTickets';
const read = ticket('00000000-0000-4000-8000-000000000001', { title: 'Copia fattura' });
const unread = ticket('00000000-0000-4000-8000-000000000002', {
  title: 'Fusto danneggiato',
  unreadComments: 1,
});
const page = (...results: (typeof read)[]) => json({ results, total: results.length, offset: 0, limit: 20 });

describe("Customer service's tickets while other filters are read", () => {
  it('keeps the last list in view, marked busy, until the next filter answers', async () => {
    let answerUnread: (response: Response) => void = () => undefined;
    fakeServer({ sections: ALL_SECTIONS_ENABLED }, (url) => {
      const asked = new URL(url, 'http://localhost');
      if (asked.pathname !== LIST) return undefined;
      if (asked.searchParams.get('unread') !== 'true') return page(read, unread);
      return new Promise<Response>((resolve) => (answerUnread = resolve));
    });
    await renderWithApp(<StaffTicketsPage />, {
      session: signedInSession([]),
      path: '/staff/tickets',
      namespaces: ['tickets'],
    });
    await screen.findByText('Copia fattura');
    expect(screen.getByTestId('staff-tickets')).toHaveAttribute('aria-busy', 'false');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Only with unread customer messages' }));
    await waitFor(() => expect(screen.getByTestId('staff-tickets')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('Copia fattura')).toBeTruthy();
    answerUnread(page(unread));
    await waitFor(() => expect(screen.getByTestId('staff-tickets')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByText('Fusto danneggiato')).toBeTruthy();
    expect(screen.queryByText('Copia fattura')).toBeNull();
  });
});
