import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART_PREFERENCE_MESSAGES, DELIVERY_MESSAGES, SHIP_TO_MESSAGES } from '@spina/domain';
import { renderWithApp } from '../../test/render';
import { useMessage } from './messages';

function Message({ text }: { text: string }) {
  return <p>{useMessage()(text)}</p>;
}

describe('domain messages (DESIGN §6: the English text is the key)', () => {
  it('translates a domain message into Italian', async () => {
    await renderWithApp(<Message text={SHIP_TO_MESSAGES.suspended} />, { language: 'it' });
    expect(await screen.findByText('Punto di consegna sospeso - Selezionane un altro')).toBeInTheDocument();
  });

  it('translates the server’s cart refusals, such as returning more empties than held', async () => {
    await renderWithApp(<Message text={CART_PREFERENCE_MESSAGES.emptiesNotHeld} />, { language: 'it' });
    expect(await screen.findByText('Non puoi rendere più vuoti di quelli che hai')).toBeInTheDocument();
  });

  it('keeps the spec’s wording in English, dots included', async () => {
    await renderWithApp(<Message text={DELIVERY_MESSAGES.dateNotAvailable} />, { language: 'en' });
    expect(
      await screen.findByText('Shipping cannot be ordered. Choose a different date.'),
    ).toBeInTheDocument();
  });

  it('shows a message it does not know as it came', async () => {
    await renderWithApp(<Message text="Quote request id 42 to support." />, { language: 'it' });
    expect(await screen.findByText('Quote request id 42 to support.')).toBeInTheDocument();
  });
});
