import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, signedInSession } from '../../../test/render';
import { fakeDeliveryServer, barCart, SHIP_TO } from '../test-server';
import { DeliveryCalendar } from './DeliveryCalendar';

async function renderCalendar(onPick = vi.fn()) {
  fakeDeliveryServer({ cart: barCart(0) });
  await renderWithApp(
    <DeliveryCalendar
      shipToId={SHIP_TO}
      orderType="freeshipping_freeshipping"
      chosen="2026-11-26"
      initialMonth="2026-12"
      onPick={onPick}
    />,
    { session: signedInSession(['Catalogue']), namespaces: ['delivery'] },
  );
  await screen.findByRole('button', { name: /^25\.12 / }, { timeout: 5000 });
  return onPick;
}

// spec 2 §5: the calendar marks holidays, delivery days, other working days, the chosen day and today.
describe('the delivery calendar says why a day cannot be chosen', { timeout: 20_000 }, () => {
  it('names the reason of every day in its label, and marks holidays and delivery days', async () => {
    await renderCalendar();
    expect(
      screen.getByRole('button', { name: '25.12 cannot be chosen: Holiday (Natale): no deliveries' }),
    ).toHaveAttribute('data-mark', 'holiday');
    expect(
      screen.getByRole('button', { name: '02.12 cannot be chosen: Not a delivery day of this ship-to' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByRole('button', { name: '05.12 cannot be chosen: No deliveries at the weekend' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '01.12 is available for delivery' })).toHaveAttribute(
      'data-mark',
      'delivery',
    );
  });

  it('tells why on hover and keyboard focus, in a line screen readers hear, and never picks such a day', async () => {
    const onPick = await renderCalendar();
    const reason = screen.getByTestId('day-reason');
    expect(reason).toHaveAttribute('aria-live', 'polite');
    await userEvent.hover(screen.getByRole('button', { name: /^08\.12 / }));
    expect(reason).toHaveTextContent(
      '08.12 cannot be chosen: Holiday (Immacolata Concezione): no deliveries',
    );
    screen.getByRole('button', { name: /^02\.12 / }).focus();
    await waitFor(() => expect(reason).toHaveTextContent('Not a delivery day of this ship-to'));
    await userEvent.click(screen.getByRole('button', { name: /^25\.12 / }));
    expect(reason).toHaveTextContent('25.12 cannot be chosen: Holiday (Natale): no deliveries');
    expect(onPick).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /^03\.12 / }));
    expect(onPick).toHaveBeenCalledWith('2026-12-03');
  });

  it('explains a day closed by today’s cut-off, and dots today', async () => {
    await renderCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    const closed = await screen.findByRole('button', {
      name: '24.11 cannot be chosen: Today’s order cut-off has passed for this day',
    });
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    const today = screen.getByRole('button', { name: /^23\.11 / });
    expect(today.querySelector('[class*="todayDot"]')).not.toBeNull();
  });
});
