import { Profiler, useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardProduct } from '../../../test/fake-catalogue';
import { renderCatalogue } from '../../../test/render-catalogue';
import { ProductGrid } from './ProductGrid';

const page = (prefix: string) =>
  Array.from({ length: 25 }, (_, index) =>
    cardProduct({ sku: `${prefix}-${index}`, catalog_product_name: `${prefix} ${index}` }),
  );

/** The grid in a profiler that counts the cards on the page at each of its commits. */
function countedGrid(products: ReturnType<typeof page>, cardsAtCommit: number[]) {
  return (
    <Profiler id="grid" onRender={() => cardsAtCommit.push(document.querySelectorAll('article').length)}>
      <ProductGrid products={products} />
    </Profiler>
  );
}

/** A grid whose products the test changes, as a new answer would. */
function ChangingGrid({
  cardsAtCommit,
  onReady,
}: {
  cardsAtCommit: number[];
  onReady: (show: (products: ReturnType<typeof page>) => void) => void;
}) {
  const [products, setProducts] = useState(() => page('First'));
  onReady(setProducts);
  return countedGrid(products, cardsAtCommit);
}

describe('the product grid (spec 2 §2, 25 a page)', () => {
  it('shows the cards above the fold in its first commit, then the rest', async () => {
    const cardsAtCommit: number[] = [];
    await renderCatalogue(countedGrid(page('First'), cardsAtCommit), {});
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(cardsAtCommit[0]).toBe(8);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      page('First').map((product) => product.catalog_product_name),
    );
  });

  it('renders every card of a later answer in one commit: nothing shown shrinks', async () => {
    const cardsAtCommit: number[] = [];
    let show: (products: ReturnType<typeof page>) => void = () => undefined;
    await renderCatalogue(
      <ChangingGrid cardsAtCommit={cardsAtCommit} onReady={(setter) => (show = setter)} />,
      {},
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    cardsAtCommit.length = 0;
    await act(async () => show(page('Next')));
    expect(cardsAtCommit.length).toBeGreaterThan(0);
    expect(cardsAtCommit.every((cards) => cards === 25)).toBe(true);
    expect(screen.getByRole('heading', { level: 3, name: 'Next 24' })).toBeInTheDocument();
  });
});
