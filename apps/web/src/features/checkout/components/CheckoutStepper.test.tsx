import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectLabelInName } from '../../../test/label-in-name';
import { renderWithApp, signedInSession } from '../../../test/render';
import { CheckoutStepper } from './CheckoutStepper';

async function renderStepper(onGo = vi.fn()) {
  await renderWithApp(<CheckoutStepper current="payment" reached="payment" onGo={onGo} />, {
    session: signedInSession(['Catalogue']),
    path: '/cart',
    namespaces: ['checkout'],
  });
  return onGo;
}

describe('CheckoutStepper (spec 2 §2 three steps, then the recap)', () => {
  it('lists the steps in order, the current one marked, the one ahead not offered', async () => {
    await renderStepper();
    const nav = await screen.findByRole('navigation', { name: 'Checkout steps' });
    const steps = nav.querySelectorAll('li');
    expect([...steps].map((step) => step.textContent)).toEqual([
      'Check contents',
      'Delivery',
      'Payment terms',
      'Review and place',
    ]);
    // Each step is named by words that hold what it shows, its number drawn by CSS (WCAG 2.5.3, label in name).
    for (const button of nav.querySelectorAll('button')) expectLabelInName(button);
    expect(screen.getByRole('button', { name: 'Step 3 of 4: Payment terms (current step)' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(
      screen.getByRole('button', { name: 'Step 4 of 4: Review and place (not reached yet)' }),
    ).toBeDisabled();
  });

  it('opens a step already done with the keyboard', async () => {
    const onGo = await renderStepper();
    await screen.findByRole('navigation', { name: 'Checkout steps' });
    const user = userEvent.setup();
    const done = screen.getByRole('button', { name: 'Step 1 of 4: Check contents (completed)' });
    done.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Step 2 of 4: Delivery (completed)' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onGo.mock.calls).toEqual([['contents'], ['delivery']]);
  });
});
