import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ActualQuantityCounter from './QuantityCounter';
import { writeDeliveryPreferences } from '../../../lib/delivery-preferences';
import { renderCatalogue } from '../../../test/render-catalogue';
import { apiCart, apiItem, COUNTER_PRODUCT } from '../../../test/fake-cart';
import { ProductOrderCounters } from './ProductOrderCounters';

// Counts the counters' committed renders (a list shows 25 products' counters: issue 16).
const counterRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./QuantityCounter', async () => {
  const actual = await vi.importActual<typeof ActualQuantityCounter>('./QuantityCounter');
  const { countingCommits } = await import('../../../test/commit-count');
  return { QuantityCounter: countingCommits(actual.QuantityCounter, counterRenders) };
});

const product = COUNTER_PRODUCT;
const SLOW = { timeout: 5000 };

describe('ProductOrderCounters', { timeout: 20_000 }, () => {
  it('renders no counter again when a new delivery date reads the same cart again', async () => {
    const { callsOf } = await renderCatalogue(<ProductOrderCounters product={product} />, {
      CartCustomerCart: () => ({ customerCart: apiCart([apiItem({ id: 'item-1', ...product, layers: 2 })]) }),
    });
    expect(await screen.findByRole('textbox', { name: 'Layers of Serena IPA 24 x 33 cl' }, SLOW)).toHaveValue(
      '2',
    );
    const before = counterRenders.count;
    expect(before).toBeGreaterThan(0);
    act(() => writeDeliveryPreferences({ deliveryDate: '2026-12-02' }));
    await waitFor(() => expect(callsOf('CartCustomerCart')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Layers of Serena IPA 24 x 33 cl' })).toHaveValue('2'),
    );
    expect(counterRenders.count).toBe(before);
  });
});
