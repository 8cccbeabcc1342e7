import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerUpdate } from '../../../lib/app-update';
import { setNetwork } from '../../../test/network';
import { renderWithApp } from '../../../test/render';
import { AppStatus } from './AppStatus';

// Issue 16 part 3, decision 0038: the offline state is told above every page, and a new version is offered.
describe('AppStatus', () => {
  afterEach(() => setNetwork(true));

  it('says nothing while the browser is online', async () => {
    await renderWithApp(<AppStatus />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('tells the buyer they are offline and what still works, and clears it when the connection is back', async () => {
    await renderWithApp(<AppStatus />);
    setNetwork(false);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('You are offline.');
    expect(status).toHaveTextContent(
      'You see the catalogue and your cart as last loaded; changing the cart and ordering need the connection.',
    );
    setNetwork(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says it in Italian in the Italian portal', async () => {
    await renderWithApp(<AppStatus />, { language: 'it' });
    setNetwork(false);
    expect(screen.getByRole('status')).toHaveTextContent('Sei offline.');
    expect(screen.getByRole('status')).toHaveTextContent(
      'per modificare il carrello e ordinare serve la connessione',
    );
  });

  it('is offline from the start when the page opens without network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderWithApp(<AppStatus />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  });

  // Last: the offered version stays offered for the rest of the file, as it does in the page.
  it('offers a waiting new version with a Reload button that switches to it', async () => {
    const apply = vi.fn();
    await renderWithApp(<AppStatus />);
    act(() => offerUpdate(apply));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Spina is available.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
