import { EMPTIES_STATEMENT_MESSAGES, type EmptiesStatement, type UserInfo } from '@spina/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../test/fake-server';
import { ALL_SECTIONS_ENABLED, renderWithApp } from '../../../test/render';
import { LocationProbe } from '../../../test/render-catalogue';
import { shipToEntry, testUser } from '../../../test/users';
import { createSessionStore } from '../../auth';
import MyDocumentsPage from './MyDocumentsPage';

const EMPTIES_SHIP_TO = '0000200003';

const withEmpties = testUser({
  permissionSchema: [
    shipToEntry('0000200001', ['Catalogue']),
    shipToEntry(EMPTIES_SHIP_TO, ['Catalogue', 'Empties Management'], { name: 'Lago' }),
  ],
});

const STATEMENT: EmptiesStatement = {
  header: {
    number: `${EMPTIES_SHIP_TO}-20260630`,
    customer: 'Centrale S.r.l.',
    customer_code: '0001000001',
    vat: '01234567890',
    ship_to_id: EMPTIES_SHIP_TO,
    ship_to_name: 'Lago',
    period_start: '2026-01-01',
    period_end: '2026-06-30',
  },
  results: [
    {
      material: '90000001',
      name: 'Empty keg 20 L',
      opening_balance: 10,
      in: 5,
      out: 7,
      adjustment: -1,
      closing_balance: 7,
    },
  ],
  total: 1,
};

/** One page of movements: a single row named after the page, of 30 movements in all (two pages). */
const movementsPage = (page: number) => ({
  results: [
    {
      id: `m${page}`,
      date: '2026-03-01',
      material: '90000001',
      name: `Empty keg, page ${page}`,
      movement_type: 'DEL',
      movement_description: 'Delivery',
      quantity: 2,
      depot: 'Milano',
      delivery_point: 'Lago',
      invoice: null,
      order_number: null,
    },
  ],
  total: 30,
  page,
  pageSize: 25,
});

async function renderDocuments(
  user: UserInfo,
  statement: () => Response,
  options: { view?: string; movements?: (page: number) => Response | Promise<Response> } = {},
) {
  const server = fakeServer({ sections: ALL_SECTIONS_ENABLED }, async (url) => {
    const asked = new URL(url, 'http://localhost');
    if (asked.pathname === '/api/general/v1/ordersstatement/movements')
      return options.movements?.(Number(asked.searchParams.get('page')));
    return asked.pathname === '/api/general/v1/ordersstatement' ? statement() : undefined;
  });
  await renderWithApp(
    <>
      <Routes>
        <Route path="/my-documents/:tab" element={<MyDocumentsPage />} />
      </Routes>
      <LocationProbe />
    </>,
    {
      sessionStore: createSessionStore({ status: 'authenticated', user, accessToken: 'token' }),
      path: `/my-documents/empties?from=2026-01-01&to=2026-06-30${options.view ? `&view=${options.view}` : ''}`,
      namespaces: ['documents'],
    },
  );
  return server;
}

describe('My Documents, empties account statement (spec 3 §2, §3; decision 0032)', () => {
  it('opens the statement tab and reads the ship-to with Empties Management for the period in the address', async () => {
    const server = await renderDocuments(withEmpties, () => json(STATEMENT));
    const table = await screen.findByRole('table', { name: 'Statement' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['90000001', 'Empty keg 20 L', '10', '5', '7', '-1', '7']);
    expect(screen.getByText('01.01.2026 – 30.06.2026')).toBeTruthy();
    const asked = server.requests
      .map((request) => new URL(request.url, 'http://localhost'))
      .find((url) => url.pathname === '/api/general/v1/ordersstatement')!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      shipTo: EMPTIES_SHIP_TO,
      from: '2026-01-01',
      to: '2026-06-30',
    });
  });

  it("shows the spec's message when the statement does not exist", async () => {
    await renderDocuments(withEmpties, () =>
      json({ statusCode: 404, code: 'NOT_FOUND', message: EMPTIES_STATEMENT_MESSAGES.notFound }, 404),
    );
    expect(await screen.findByText(EMPTIES_STATEMENT_MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('keeps the last page of movements in view, marked busy, until the next page answers', async () => {
    let answerSecond: (response: Response) => void = () => undefined;
    await renderDocuments(withEmpties, () => json(STATEMENT), {
      view: 'movements',
      movements: (page) =>
        page === 1 ? json(movementsPage(1)) : new Promise<Response>((resolve) => (answerSecond = resolve)),
    });
    await screen.findByText('Empty keg, page 1');
    expect(screen.getByTestId('movements')).toHaveAttribute('aria-busy', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByTestId('movements')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('Empty keg, page 1')).toBeTruthy();
    answerSecond(json(movementsPage(2)));
    await waitFor(() => expect(screen.getByTestId('movements')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByText('Empty keg, page 2')).toBeTruthy();
    expect(screen.queryByText('Empty keg, page 1')).toBeNull();
  });

  it('tells a user without Empties Management on any ship-to that there is no account', async () => {
    await renderDocuments(testUser(), () => json(STATEMENT));
    expect(await screen.findByText('No empties account')).toBeTruthy();
  });
});
