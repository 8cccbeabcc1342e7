import type { CustomerUserSummary } from '@spina/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../test/fake-server';
import { renderWithApp, signedInSession } from '../../../test/render';
import ActAsPage from './ActAsPage';

const SEARCH = '/api/identity/v1/users/SearchCustomerUsers';

const customer = (firstName: string, lastName: string): CustomerUserSummary => ({
  UID: `uid-${lastName}`,
  firstName,
  lastName,
  email: `${lastName.toLowerCase()}@example.com`,
  status: 'Active',
  companyName: 'Bar srl',
  customerTypes: ['On Premise'],
});

describe('Acting as a customer, while the next search is read (DESIGN §6)', () => {
  it('keeps the last results in view, marked busy, until the next search answers', async () => {
    let answerNarrower: (response: Response) => void = () => undefined;
    fakeServer({}, (url) => {
      const asked = new URL(url, 'http://localhost');
      if (asked.pathname !== SEARCH) return undefined;
      if (asked.searchParams.get('search') === 'ros')
        return json({ results: [customer('Marco', 'Rossi'), customer('Anna', 'Rosa')] });
      return new Promise<Response>((resolve) => (answerNarrower = resolve));
    });
    await renderWithApp(<ActAsPage />, {
      session: signedInSession([]),
      path: '/staff/act-as',
      namespaces: ['staff'],
    });
    const search = screen.getByRole('searchbox', { name: 'E-mail, name or company' });
    await userEvent.type(search, 'ros');
    const results = screen.getByRole('region', { name: 'Customer users' });
    await within(results).findByText('Anna Rosa', { exact: false });
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'false'));

    await userEvent.type(search, 'si');
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'true'));
    expect(within(results).getByText('Anna Rosa', { exact: false })).toBeTruthy();
    answerNarrower(json({ results: [customer('Marco', 'Rossi')] }));
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'false'));
    expect(within(results).queryByText('Anna Rosa', { exact: false })).toBeNull();
    expect(within(results).getByText('Marco Rossi', { exact: false })).toBeTruthy();
  });
});
