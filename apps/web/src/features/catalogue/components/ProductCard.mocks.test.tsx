import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as ActualProductPrices from './ProductPrices';
import { cardProduct } from '../../../test/fake-catalogue';
import { renderCatalogue } from '../../../test/render-catalogue';
import { ProductCard } from './ProductCard';

// Counts the committed renders of a card's prices, which render whenever their card does (issue 16).
const priceRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./ProductPrices', async () => {
  const actual = await vi.importActual<typeof ActualProductPrices>('./ProductPrices');
  const { countingCommits } = await import('../../../test/commit-count');
  return { ProductPrices: countingCommits(actual.ProductPrices, priceRenders) };
});

const lager = cardProduct({ sku: 'LAG-33', catalog_product_name: 'Quercia Lager 24 x 33 cl' });

let renderAround: (product: typeof lager) => void = () => undefined;

/** A carousel's part: it renders again as it measures and moves, around the same products. */
function Around() {
  const [state, setState] = useState({ product: lager, moves: 0 });
  renderAround = (product) => setState((previous) => ({ product, moves: previous.moves + 1 }));
  return (
    <section aria-label={`moved ${state.moves}`}>
      <ProductCard product={state.product} />
    </section>
  );
}

describe('ProductCard', () => {
  it('renders again only for other props, not with the list or carousel around it', async () => {
    await renderCatalogue(<Around />, {});
    await screen.findByRole('link', { name: 'Quercia Lager 24 x 33 cl' });
    const before = priceRenders.count;
    expect(before).toBeGreaterThan(0);

    act(() => renderAround(lager));
    expect(screen.getByRole('region', { name: 'moved 1' })).toBeInTheDocument();
    expect(priceRenders.count).toBe(before);

    act(() => renderAround({ ...lager, your_price: lager.your_price + 1 }));
    expect(priceRenders.count).toBe(before + 1);
  });
});
