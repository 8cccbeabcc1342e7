import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../../../lib/storage';
import { fakeIdentityServer } from '../../../test/fake-identity';
import { renderWithApp } from '../../../test/render';
import { shipToEntry, testUser } from '../../../test/users';
import { createSessionStore } from '../../auth';
import MobileShipToStrip from './MobileShipToStrip';
import ShipToSelector from './ShipToSelector';

const centro = shipToEntry('0000100001', ['Catalogue'], { name: 'Centro' });
const stazione = shipToEntry('0000100002', ['Catalogue'], { name: 'Stazione', status: 'SUSPENDED' });
const lungomare = shipToEntry('0000100003', ['Catalogue'], { name: 'Lungomare' });

async function render(ui: ReactElement, schema = [centro, stazione, lungomare]) {
  const user = testUser({ permissionSchema: schema });
  fakeIdentityServer({ user });
  localStorage.setItem(LOCAL_KEYS.shipToId, '0000100001');
  const store = createSessionStore({ status: 'authenticated', user, accessToken: 'token' });
  await renderWithApp(ui, { sessionStore: store, namespaces: ['shipto'] });
}

describe('ship-to selector (spec 1 §4.4, §2.5)', () => {
  it('is named by the words it shows, so voice control finds it by them (WCAG 2.5.3)', async () => {
    await render(<ShipToSelector />);
    const trigger = await screen.findByRole('button', { name: 'Ship-to Centro' });
    expect(trigger).toHaveTextContent('Ship-to');
    expect(trigger).toHaveTextContent('Centro');
    expect(trigger).not.toHaveAttribute('aria-label');
  });

  it('lists the ship-tos with Catalogue, marks the suspended one and keeps the current one when it is picked', async () => {
    await render(<ShipToSelector />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ship-to Centro' }));
    const suspended = await screen.findByRole('menuitem', { name: /Stazione.*Suspended/, hidden: true });
    await userEvent.click(suspended);
    expect(await screen.findByRole('alert')).toHaveTextContent('ShipTo suspended - Select another ShipTo');
    expect(localStorage.getItem(LOCAL_KEYS.shipToId)).toBe('0000100001');
    expect(screen.getByRole('button', { name: 'Ship-to Centro' })).not.toHaveAttribute('aria-busy', 'true');
  });

  it('changes to another ship-to, clearing the loading flag', async () => {
    await render(<ShipToSelector />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ship-to Centro' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Lungomare/, hidden: true }));
    const trigger = await screen.findByRole('button', { name: 'Ship-to Lungomare' });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-busy', 'false'));
    expect(localStorage.getItem(LOCAL_KEYS.shipToId)).toBe('0000100003');
  });

  it('shows the only ship-to without an arrow or a list', async () => {
    await render(<MobileShipToStrip />, [centro, shipToEntry('0000100009', ['My Documents'])]);
    expect(await screen.findByText('Centro')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the list on mobile when there is more than one', async () => {
    await render(<MobileShipToStrip />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ship-to Centro' }));
    expect(await screen.findByRole('dialog', { name: 'Choose the ship-to' })).toBeInTheDocument();
  });

  it('is not shown without any ship-to with Catalogue', async () => {
    await render(<MobileShipToStrip />, [shipToEntry('0000100009', ['My Documents'])]);
    await waitFor(() => expect(screen.queryByText('Ship-to')).not.toBeInTheDocument());
  });
});
