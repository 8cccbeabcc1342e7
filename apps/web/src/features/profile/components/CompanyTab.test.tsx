import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-server';
import { shipToEntry } from '../../../test/users';
import { COMPANY, owner, renderProfile, soldTo } from '../test/render-profile';
import { onPhone } from '../../../test/viewport';

const SLOW = { timeout: 8000 };
const SOLD_TO = `/api/general/v1/soldtos/${COMPANY}`;
const OTHER = '0001000002';

const factsOf = (region: HTMLElement) =>
  Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('the company tab (spec 3 §2 company details, §3 "Company")', { timeout: 30_000 }, () => {
  it('shows SAP id, VAT and tax number, address, the sales contacts and the ship-tos with SAP id, type and status', async () => {
    const view = await renderProfile({
      path: '/my-profile/company',
      rest: {
        [SOLD_TO]: () =>
          soldTo({ keyAccountManager: { name: 'Elena Marchetti', email: 'elena.marchetti@spina.example' } }),
      },
    });
    const details = await screen.findByRole('region', { name: 'Company details' }, SLOW);
    expect(factsOf(details)).toEqual({
      'Company name': 'Birreria Centrale S.r.l.',
      'SAP ID': COMPANY,
      'VAT number': '01234567890',
      'Tax number': '01234567890',
      'Registered address': 'Via Indipendenza 8, 40121 Bologna (BO)',
    });
    const contacts = screen.getByRole('region', { name: 'Your contacts at Spina' });
    expect(factsOf(contacts)).toEqual({
      'Sales representative': 'Laura Ferrarislaura.ferraris@spina-bevande.example',
      'Key account manager': 'Elena Marchettielena.marchetti@spina.example',
    });
    expect(
      within(contacts).getByRole('link', { name: 'laura.ferraris@spina-bevande.example' }),
    ).toHaveAttribute('href', 'mailto:laura.ferraris@spina-bevande.example');
    const table = screen.getByRole('table', { name: 'Ship-tos of Birreria Centrale S.r.l.' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['0000200001', 'Via Roma 1, 40121 Bologna (BO)', 'On Premise', 'Active', 'On Premise Owner'],
      ['0000200002', 'Via Roma 1, 40121 Bologna (BO)', 'On Premise', 'Suspended', 'On Premise Owner'],
      ['0000200003', 'Via Roma 1, 40121 Bologna (BO)', 'On Premise', 'Active', 'On Premise Owner'],
    ]);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Centrale – Stazione');
    expect(view.calls(SOLD_TO)).toHaveLength(1);
  });

  it('says when no key account manager is assigned, and lists the ship-tos as cards on a phone', async () => {
    onPhone();
    await renderProfile({ path: '/my-profile/company', language: 'it' });
    const contacts = await screen.findByRole('region', { name: 'I tuoi referenti Spina' }, SLOW);
    expect(contacts).toHaveTextContent('Nessun responsabile key account assegnato');
    const cards = screen.getByRole('list', { name: 'Punti di consegna di Birreria Centrale S.r.l.' });
    const [, suspended] = within(cards).getAllByRole('listitem');
    expect(suspended).toHaveTextContent('Centrale – Stazione');
    expect(factsOf(suspended!)).toMatchObject({
      'Codice SAP': '0000200002',
      Stato: 'Sospeso',
      Tipo: 'On Premise',
    });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loader, then an error with a retry that reads the company again', async () => {
    let fail = true;
    await renderProfile({
      path: '/my-profile/company',
      rest: {
        [SOLD_TO]: () =>
          fail
            ? json({ statusCode: 503, code: 'UNAVAILABLE', message: 'Service unavailable' }, 503)
            : soldTo(),
      },
    });
    expect(await screen.findByTestId('company-loading', {}, SLOW)).toHaveAttribute('aria-busy', 'true');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The company details could not be loaded.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Company details' }, SLOW)).toBeInTheDocument();
  });

  it('lets a user of two companies choose one, kept in the address', async () => {
    const base = owner();
    const user = owner({
      permissionSchema: [
        ...base.permissionSchema,
        {
          ...shipToEntry('0000300001', ['My Profile'], { companyId: OTHER }),
          companyName: 'Pizzeria Duomo S.r.l.',
        },
        // A company reached only through a ship-to without My Profile is not offered (the server refuses it).
        {
          ...shipToEntry('0000400001', ['Catalogue'], { companyId: '0001000003' }),
          companyName: 'Bar Nascosto',
        },
      ],
    });
    const view = await renderProfile({
      path: '/my-profile/company',
      user,
      rest: {
        [`/api/general/v1/soldtos/${OTHER}`]: () => soldTo({ sapId: OTHER, name: 'Pizzeria Duomo S.r.l.' }),
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Company' }, SLOW);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Birreria Centrale S.r.l.', 'Pizzeria Duomo S.r.l.']);
    await userEvent.setup().selectOptions(select, OTHER);
    expect(screen.getByTestId('location')).toHaveTextContent(`/my-profile/company?company=${OTHER}`);
    expect(
      await screen.findByRole('table', { name: 'Ship-tos of Pizzeria Duomo S.r.l.' }),
    ).toBeInTheDocument();
    expect(view.calls(`/api/general/v1/soldtos/${OTHER}`)).toHaveLength(1);
  });
});
