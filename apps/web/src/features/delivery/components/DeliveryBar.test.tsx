import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../../../lib/storage';
import { renderWithApp, signedInSession } from '../../../test/render';
import { mayChangeShipTo } from '../../../lib/ship-to/ship-to-change-guard';
import { barCart, fakeDeliveryServer, OFFERED, SHIP_TO } from '../test-server';
import DeliveryBar from './DeliveryBar';

const stored = () => localStorage.getItem(LOCAL_KEYS.deliveryDate);

/** The bar of a Catalogue user on the ship-to of `state`'s fake server, at the address `path`. */
async function mountBar(state: Parameters<typeof fakeDeliveryServer>[0], path = '/') {
  const server = fakeDeliveryServer(state);
  localStorage.setItem(LOCAL_KEYS.shipToId, SHIP_TO);
  await renderWithApp(<DeliveryBar shipToSelector={null} />, {
    session: signedInSession(['Catalogue']),
    namespaces: ['delivery'],
    path,
  });
  return server;
}

async function renderBar(items: number, emptiesManagement = false) {
  const state = { cart: barCart(items), emptiesManagement };
  const server = await mountBar(state);
  const bar = await screen.findByRole('region', { name: 'Your delivery preferences' }, { timeout: 5000 });
  const input = await within(bar).findByRole('textbox', { name: 'Request date' });
  // The first available date is chosen on load (spec 1 §4.5) and shown as dd.MM.yyyy.
  await waitFor(() => expect(input).toHaveValue('26.11.2026'));
  return { server, state, input };
}

async function typeDate(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, `${text}{Enter}`);
}

const question = () => screen.findByRole('dialog', { name: 'An order is in progress' });

beforeEach(() => localStorage.clear());

// spec 1 §4.5, spec 2 §4: changing the date while the cart holds items asks keep-or-new.
// Each case renders the whole bar with its calls and a modal; on a loaded two-core machine that takes seconds.
describe(
  'the delivery bar asks keep-or-new before a change with items in the cart',
  { timeout: 20_000 },
  () => {
    it('shows the order in progress of a cart that holds items, not the first available date, when it first reads it', async () => {
      await mountBar({ cart: barCart(2, '2026-12-03') });
      const bar = await screen.findByRole('region', { name: 'Your delivery preferences' }, { timeout: 5000 });
      const input = await within(bar).findByRole('textbox', { name: 'Request date' });
      await waitFor(() => expect(input).toHaveValue('03.12.2026'));
      expect(stored()).toBe('2026-12-03');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('keeps the current order: the date stays and the cart is untouched', async () => {
      const { server, input } = await renderBar(2);
      await typeDate(input, '03.12.2026');
      await userEvent.click(within(await question()).getByRole('button', { name: 'Keep the current order' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(stored()).toBe('2026-11-26');
      expect(input).toHaveValue('26.11.2026');
      expect(server.operations.map((operation) => operation.name)).not.toContain('CartRemoveAll');
    });

    it('starts a new order: the cart is emptied, then the new date is stored and set on the cart', async () => {
      const { server, input } = await renderBar(2);
      await typeDate(input, '03.12.2026');
      await userEvent.click(within(await question()).getByRole('button', { name: 'Start a new order' }));
      await waitFor(() => expect(stored()).toBe('2026-12-03'));
      await waitFor(() =>
        expect(
          server.operations.find((operation) => operation.name === 'SetCartTransportType')?.variables,
        ).toMatchObject({
          cartId: 'cart-1',
          transportType: 'freeshipping_freeshipping',
          outletId: SHIP_TO,
          date: '2026-12-03',
        }),
      );
      const names = server.operations.map((operation) => operation.name);
      expect(names.indexOf('CartRemoveAll')).toBeLessThan(names.indexOf('SetCartTransportType'));
    });

    it('cancelling the question is a harmless abort', async () => {
      const { server, input } = await renderBar(2);
      await typeDate(input, '03.12.2026');
      await userEvent.click(within(await question()).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(stored()).toBe('2026-11-26');
      expect(server.operations.map((operation) => operation.name)).not.toContain('CartRemoveAll');
    });

    it('does not ask with an empty cart, nor for a move to the first available date', async () => {
      const { input } = await renderBar(0);
      await typeDate(input, '01.12.2026');
      await waitFor(() => expect(stored()).toBe('2026-12-01'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('asks before the ship-to changes; keeping the order keeps the ship-to', async () => {
      await renderBar(2);
      const allowed = mayChangeShipTo('0000100002');
      await userEvent.click(within(await question()).getByRole('button', { name: 'Keep the current order' }));
      expect(await allowed).toBe(false);
    });
  },
);

// WCAG 2.5.3 (label in name): a voice-control user says what the folded summary shows; a name of its own
// ('Show your delivery preferences') would not answer to it. Whether it is open is aria-expanded's to say.
describe('the folded summary', { timeout: 20_000 }, () => {
  it('is a button named by what it shows: the heading, then the ship-to, order type and date', async () => {
    // News pages show the bar folded (spec 1 §4.5), as phones do.
    await mountBar({ cart: barCart(0) }, '/news');
    const summary = await screen.findByRole(
      'button',
      { name: /^Your delivery preferences/ },
      { timeout: 5000 },
    );
    await waitFor(() => expect(summary).toHaveAccessibleName(expect.stringContaining('26.11')));
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'true');
  });
});

// spec 1 §5: the validation messages of the delivery bar.
describe('the delivery bar refuses a date the calendar does not offer', { timeout: 20_000 }, () => {
  it.each([
    ['08.12.2026', 'Shipping cannot be ordered. Choose a different date.'],
    ['31.02.2026', 'Shipping cannot be ordered. Choose a different date.'],
    ['', 'Delivery date has to not be empty!'],
  ])('typed %j: shows %s and keeps the chosen date', async (text, message) => {
    const { input } = await renderBar(0);
    if (text === '') {
      await userEvent.clear(input);
      await userEvent.tab();
    } else {
      await typeDate(input, text);
    }
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(stored()).toBe(OFFERED[0]);
    expect(input).toHaveValue('26.11.2026');
  });
});

// spec 1 §4.5, spec 2 §4: the empties return is offered only with Empties Management.
describe('the order types', { timeout: 20_000 }, () => {
  const orderTypeCalls = (server: ReturnType<typeof fakeDeliveryServer>) =>
    server.requests.filter(({ url }) => url.startsWith('/api/general/v1/ordertypes'));

  it("of a beer order are asked beside the ship-to's details, not after them", async () => {
    let answerDetails = () => {};
    const detailsHeld = new Promise<void>((resolve) => (answerDetails = resolve));
    const server = await mountBar({ cart: barCart(0), detailsHeld });
    await waitFor(() => expect(orderTypeCalls(server)).toHaveLength(1));
    expect(orderTypeCalls(server)[0]?.url).toContain('shipmentMode=0');
    answerDetails();
    const bar = await screen.findByRole('region', { name: 'Your delivery preferences' }, { timeout: 5000 });
    const input = await within(bar).findByRole('textbox', { name: 'Request date' });
    await waitFor(() => expect(input).toHaveValue('26.11.2026'));
    expect(orderTypeCalls(server)).toHaveLength(1);
  });

  it('of an empties return wait for the details, which say whether the ship-to may return empties', async () => {
    localStorage.setItem(LOCAL_KEYS.onlyEmpties, '1');
    let answerDetails = () => {};
    const detailsHeld = new Promise<void>((resolve) => (answerDetails = resolve));
    const server = await mountBar({ cart: barCart(0), emptiesManagement: true, detailsHeld });
    await waitFor(() =>
      expect(server.requests.some(({ url }) => url.includes('/shiptos/GetShipToBySapId/'))).toBe(true),
    );
    expect(orderTypeCalls(server)).toHaveLength(0);
    answerDetails();
    await waitFor(() => expect(orderTypeCalls(server).length).toBeGreaterThan(0));
    expect(orderTypeCalls(server).every(({ url }) => url.includes('shipmentMode=1'))).toBe(true);
  });
});

describe('the shipment mode', { timeout: 20_000 }, () => {
  it('is not offered without Empties Management', async () => {
    await renderBar(0);
    expect(screen.queryByRole('radio', { name: 'Empties return' })).not.toBeInTheDocument();
  });

  it('switches to an empties return: stored on the cart first, then an empties order type and its date', async () => {
    const { server } = await renderBar(0, true);
    await userEvent.click(await screen.findByRole('radio', { name: 'Empties return' }));
    await waitFor(() => expect(localStorage.getItem(LOCAL_KEYS.onlyEmpties)).toBe('1'));
    await waitFor(() =>
      expect(localStorage.getItem(LOCAL_KEYS.shippingMethod)).toBe('emptiesfulltruck_emptiesfulltruck'),
    );
    await waitFor(() =>
      expect(server.operations.map((operation) => operation.name)).toContain('SetCartTransportType'),
    );
    const names = server.operations.map((operation) => operation.name);
    expect(names.indexOf('SetCartShipmentMode')).toBeLessThan(names.indexOf('SetCartTransportType'));
    expect(
      server.operations.find((operation) => operation.name === 'SetCartTransportType')?.variables
        .transportType,
    ).toBe('emptiesfulltruck_emptiesfulltruck');
  });
});
