import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PairingConfiguration } from '@spina/domain';
import { expectLabelInName } from '../../../test/label-in-name';
import { renderWithApp } from '../../../test/render';
import { PairingHistoryList } from './PairingHistoryList';

const previous: PairingConfiguration[] = [
  {
    id: 'p1',
    choice: { dish: 'pizza', cuisine: 'italian', occasion: 'dinner', flavour: 'light-crisp' },
    createdAt: '2026-11-20T18:00:00Z',
  },
];

describe('the previous pairings (spec 3 §2 "Foodpairing")', () => {
  it.each([
    ['en', 'Use these answers', 'Use these answers: 20.11.2026, Pizza, Italian, Dinner, Light and crisp'],
    ['it', 'Usa queste risposte', 'Usa queste risposte: 20.11.2026, '],
  ] as const)(
    'each is taken again by a button named by the words it shows and the pairing it takes (%s; WCAG 2.5.3)',
    async (language, words, name) => {
      const onUse = vi.fn();
      await renderWithApp(<PairingHistoryList previous={previous} onUse={onUse} />, {
        language,
        namespaces: ['food-pairing'],
      });
      const button = await screen.findByRole('button', { name: new RegExp(`^${name}`) });
      expect(button).toHaveTextContent(words);
      expectLabelInName(button);
      button.click();
      expect(onUse).toHaveBeenCalledWith(previous[0]!.choice);
    },
  );
});
