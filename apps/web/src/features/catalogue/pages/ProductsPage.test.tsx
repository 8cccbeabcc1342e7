import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-server';
import { cardProduct, productsAnswer } from '../../../test/fake-catalogue';
import { renderCatalogue } from '../../../test/render-catalogue';
import ProductsPage from './ProductsPage';
import { onPhone } from '../../../test/viewport';

const lager = cardProduct({
  sku: 'LAG-33',
  catalog_product_name: 'Quercia Lager 24 x 33 cl',
  product_new: 1,
});
const winter = cardProduct({
  sku: 'WIN-75',
  catalog_product_name: 'Quercia Winter 6 x 75 cl',
  your_price: 41.2,
  your_price_tax: 50.26,
  volume_ml: 750,
  number_of_items_in_box: 6,
  saleability: { sellable: false, disabled_from: '2026-06-01', disabled_to: '2026-06-30' },
});

const location = () => screen.getByTestId('location').textContent;
const products = (answer = productsAnswer([lager, winter])) => ({
  CatalogueProducts: () => ({ products: answer }),
});

// Screens with many cards and user events take a few seconds in jsdom.
describe('products screen (spec 2 §2)', () => {
  it('shows facets with counts and cards with prices with and without tax, flags and not orderable', async () => {
    await renderCatalogue(<ProductsPage />, products());
    expect(await screen.findByRole('link', { name: 'Quercia Lager 24 x 33 cl' })).toHaveAttribute(
      'href',
      '/catalog/LAG-33',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Birrificio Quercia (7)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Keg (2)' })).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'Quercia Winter 6 x 75 cl' }).closest('article')!;
    // spec 2 §9: euro in the it-IT format, without tax first.
    expect(within(card).getByText(/41,20\s€/)).toBeInTheDocument();
    expect(within(card).getByText(/50,26\s€ incl\. VAT/)).toBeInTheDocument();
    expect(within(card).getByText('Not orderable')).toBeInTheDocument();
    expect(within(card).getByText(/Bottle · 6 × 75 cl/)).toBeInTheDocument();
    const lagerCard = screen.getByRole('link', { name: 'Quercia Lager 24 x 33 cl' }).closest('article')!;
    expect(within(lagerCard).getByText('New')).toBeInTheDocument();
    expect(within(lagerCard).queryByText('Not orderable')).not.toBeInTheDocument();
    expect(
      within(lagerCard).getByRole('button', { name: 'Add Quercia Lager 24 x 33 cl to favourites' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('filters by a facet, keeps it in the address and shows it as a removable chip', async () => {
    const { callsOf } = await renderCatalogue(<ProductsPage />, products());
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Birrificio Quercia (7)' }));
    expect(location()).toBe('/catalog/products?brand=quercia');
    await waitFor(() =>
      expect(callsOf('CatalogueProducts').at(-1)?.variables).toEqual({
        filter: { brand: { eq: 'quercia' } },
        currentPage: 1,
        pageSize: 25,
      }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keg (2)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'New (1)' }));
    expect(location()).toBe('/catalog/products?brand=quercia&filter_packaging=keg&product_new=1');
    const chips = screen.getByRole('group', { name: 'Filters in use' });
    expect(within(chips).getByRole('button', { name: 'Remove the filter New' })).toBeInTheDocument();
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove the filter Packaging: Keg' }));
    expect(location()).toBe('/catalog/products?brand=quercia&product_new=1');
    await userEvent.click(within(chips).getByRole('button', { name: 'Clear all' }));
    expect(location()).toBe('/catalog/products');
    expect(screen.queryByRole('group', { name: 'Filters in use' })).not.toBeInTheDocument();
  });

  it('reads search, filters, sort and page from the address (reload, back and forward)', async () => {
    const many = productsAnswer([lager], {
      total_count: 60,
      page_info: { page_size: 25, total_pages: 3, current_page: 2 },
    });
    const { callsOf } = await renderCatalogue(<ProductsPage />, products(many), {
      path: '/catalog/products?search=lager&filter_packaging=keg&sort=price&page=2',
    });
    await screen.findByRole('link', { name: 'Quercia Lager 24 x 33 cl' });
    expect(callsOf('CatalogueProducts')[0]?.variables).toEqual({
      search: 'lager',
      filter: { filter_packaging: { eq: 'keg' } },
      sort: { price: 'ASC' },
      currentPage: 2,
      pageSize: 25,
    });
    expect(screen.getByRole('button', { name: 'Remove the filter Packaging: Keg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove the search lager' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  // spec 2 §2: "Default sort is product_recommended ascending; the reset sort is catalog_product_name ascending."
  it('sorts by the chosen field and resets to A-Z', async () => {
    const { callsOf } = await renderCatalogue(<ProductsPage />, products());
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Recommended', 'Brand', 'Packaging', 'Price', 'Volume', 'A-Z', 'Z-A']);
    await userEvent.selectOptions(sort, 'Price');
    expect(location()).toBe('/catalog/products?sort=price');
    await waitFor(() =>
      expect(callsOf('CatalogueProducts').at(-1)?.variables.sort).toEqual({ price: 'ASC' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset sort' }));
    expect(location()).toBe('/catalog/products?sort=a-z');
    await waitFor(() =>
      expect(callsOf('CatalogueProducts').at(-1)?.variables.sort).toEqual({ catalog_product_name: 'ASC' }),
    );
    expect(screen.queryByRole('button', { name: 'Reset sort' })).not.toBeInTheDocument();
  });

  it('pages 25 products at a time with a pager whose buttons say where they go', async () => {
    const many = productsAnswer([lager], {
      total_count: 60,
      page_info: { page_size: 25, total_pages: 3, current_page: 1 },
    });
    const { callsOf } = await renderCatalogue(<ProductsPage />, products(many));
    const pager = await screen.findByRole('navigation', { name: 'Pages of products' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(location()).toBe('/catalog/products?page=2');
    await waitFor(() => expect(callsOf('CatalogueProducts').at(-1)?.variables.currentPage).toBe(2));
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(location()).toBe('/catalog/products?page=3');
    // A new filter starts again from the first page.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fonte Serena (3)' }));
    expect(location()).toBe('/catalog/products?brand=serena');
  });

  it('says when no product matches and offers to clear the filters', async () => {
    await renderCatalogue(<ProductsPage />, products(productsAnswer([])), {
      path: '/catalog/products?brand=serena&product_new=1',
    });
    expect(await screen.findByRole('heading', { name: 'No products match' })).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear all' });
    await userEvent.click(clear.at(-1)!);
    expect(location()).toBe('/catalog/products');
  });

  it('explains a failure and tries again on request (spec 2 §8)', async () => {
    let attempts = 0;
    await renderCatalogue(<ProductsPage />, {
      CatalogueProducts: () => {
        attempts += 1;
        return attempts === 1
          ? json({ errors: [{ message: 'Internal error', extensions: { code: 'INTERNAL' } }] })
          : { products: productsAnswer([lager]) };
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The products could not be loaded');
    expect(alert).toHaveTextContent('Something went wrong. Try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Quercia Lager 24 x 33 cl' })).toBeInTheDocument();
  });

  it('shows the filter labels in Italian through the domain’s message ids', async () => {
    await renderCatalogue(<ProductsPage />, products(), {
      path: '/catalog/products?filter_packaging=keg',
      language: 'it',
    });
    expect(await screen.findByRole('checkbox', { name: 'Fusto (2)' })).toBeChecked();
  });
});

// spec 1 §9: on a phone the filters are in a drawer behind a button, not in a side panel.
describe('products screen on a phone', () => {
  it('is built in the mobile layout from its first render: no side panel is ever drawn', async () => {
    onPhone();
    const sidePanelsAtCommit: number[] = [];
    // The page as each commit left it, read as React commits.
    await renderCatalogue(
      <Profiler
        id="products"
        onRender={() => sidePanelsAtCommit.push(document.querySelectorAll('aside').length)}
      >
        <ProductsPage />
      </Profiler>,
      products(),
    );
    await screen.findByRole('link', { name: 'Quercia Lager 24 x 33 cl' });
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(sidePanelsAtCommit.length).toBeGreaterThan(0);
    expect(sidePanelsAtCommit.every((count) => count === 0)).toBe(true);
  });
});
