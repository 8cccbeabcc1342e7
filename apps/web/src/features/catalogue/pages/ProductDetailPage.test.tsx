import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../api/product-detail';
import { cardProduct } from '../../../test/fake-catalogue';
import { renderCatalogue } from '../../../test/render-catalogue';
import ProductDetailPage from './ProductDetailPage';

const weiss: ProductDetail = {
  ...cardProduct({
    sku: '10220401',
    catalog_product_name: 'Birra Chiarà Weiss 50 cl vetro a perdere (cartone da 12)',
    your_price: 11.84,
    your_price_tax: 14.44,
    volume_ml: 500,
    number_of_items_in_box: 12,
    product_last: 1,
  }),
  description: {
    html: '<p>Weiss bavarese.</p><script>alert(1)</script><ul><li>Gradazione: 5,3% vol</li></ul>',
  },
  brand: 'Birra Chiarà',
  sub_brand: 'Birra Chiarà Weiss',
  sap_sub_brand_code: 'SB2204',
  category_name: 'Weiss',
  multi_deposit: 0,
  product_type: 'beer',
  pack_format: '12x50cl',
  pack_material: 'glass',
  returnable_package: false,
  country_of_origin: 'IT',
  number_of_products_on_layer: 14,
  number_of_items_on_pallet: 84,
  number_of_layers_per_pallet: 6,
  ean: '8054321100767',
  ean_ea: '8054321900671',
  weight: 6.06,
  gross_weight: 9.91,
  gross_weight_pallet: 1689.44,
  technical: {
    package_dimensions: '32 x 24 x 27 cm',
    pallet_dimensions: '120 x 80 x 177 cm',
    pallet_weight: 857,
  },
  shelf_life: 365,
  hectolitres_per_case: 0.06,
  hectolitres_per_pallet: 5.04,
  image: { url: '/media/products/10220401.svg', label: null },
  media_gallery: [
    { url: '/media/products/10220401-2.svg', label: null, position: 2 },
    { url: '/media/products/10220401.svg', label: null, position: 1 },
    { url: '/media/products/10220401-3.svg', label: null, position: 3 },
  ],
  downloads: [
    { title: 'Scheda tecnica', url: '/media/downloads/10220401.pdf', mime_type: 'application/pdf' },
  ],
  features: {
    fermentation: 'Alta fermentazione',
    beer_type: 'Weiss',
    province: 'Udine',
    taste: null,
    custom_color: '#EDC46A',
    alcohol_content: '5,3% vol',
    food_pairing: '',
    conservation_term: '12 mesi',
    service_temperature: '6-8 °C',
  },
  related_products: [cardProduct({ sku: '10220403', catalog_product_name: 'Birra Chiarà Weiss fusto 20 L' })],
};

const packagings = [
  {
    sku: '10220401',
    type: 'bottle',
    volume: 0.5,
    title: weiss.catalog_product_name,
    your_price: 11.84,
    your_price_tax: 14.44,
  },
  {
    sku: '10220403',
    type: 'keg',
    volume: 20,
    title: 'Birra Chiarà Weiss fusto 20 L',
    your_price: 30.82,
    your_price_tax: 37.6,
  },
];

async function openProduct(sku: string, detail: ProductDetail | null) {
  return renderCatalogue(
    <Routes>
      <Route path="/catalog/:id" element={<ProductDetailPage />} />
    </Routes>,
    {
      CatalogueProductDetail: () => ({ productDetail: detail }),
      CatalogueAvailablePackaging: () => ({ getProductAvaliablePackaging: packagings }),
    },
    { path: `/catalog/${sku}` },
  );
}

const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;

// spec 2 §2 product detail, §3 full detail.
describe('product page', () => {
  it('shows the name, prices with and without tax, flags and the favourite toggle', async () => {
    const { callsOf } = await openProduct('10220401', weiss);
    expect(
      await screen.findByRole('heading', { level: 1, name: weiss.catalog_product_name }),
    ).toBeInTheDocument();
    expect(callsOf('CatalogueProductDetail')[0]?.variables).toEqual({ sku: '10220401' });
    expect(screen.getByText(/^11,84\s€/)).toBeInTheDocument();
    expect(screen.getByText(/14,44\s€ incl\. VAT/)).toBeInTheDocument();
    expect(screen.getByText('Bestseller')).toBeInTheDocument();
    expect(screen.getByText('Birra Chiarà · Bottle · 12 × 50 cl')).toBeInTheDocument();
    // Named by the words it shows (WCAG 2.5.3, label in name), beside the product's heading.
    const favourite = screen.getByRole('button', { name: 'Add to favourites' });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    expect(favourite).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('link', { name: 'Back to the catalogue' })).toHaveAttribute(
      'href',
      '/catalog/products',
    );
  });

  it('shows the logistic data and the features the product has', async () => {
    await openProduct('10220401', weiss);
    const logistics = await screen.findByRole('table', { name: 'Logistic data' });
    expect(
      within(logistics)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Units per box',
      'Boxes per layer',
      'Layers per pallet',
      'Boxes per pallet',
      'Net weight',
      'Gross weight',
      'Gross weight of a pallet',
      'Package dimensions',
      'Pallet dimensions',
      'EAN (box)',
      'EAN (unit)',
      'Shelf life',
      'Hectolitres per box',
      'Hectolitres per pallet',
    ]);
    expect(row('Boxes per pallet')).toHaveTextContent('84');
    expect(row('Gross weight of a pallet')).toHaveTextContent('1,689.44 kg');
    expect(row('EAN (box)')).toHaveTextContent('8054321100767');
    expect(row('Shelf life')).toHaveTextContent('365 days');
    expect(row('Hectolitres per pallet')).toHaveTextContent('5.04 hl');
    const features = screen.getByRole('table', { name: 'Features' });
    // Empty features (taste, food pairing) are left out.
    expect(
      within(features)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Fermentation',
      'Beer type',
      'Province',
      'Colour',
      'Alcohol content',
      'Keeps for',
      'Serving temperature',
    ]);
  });

  it('renders the description safely, lists packagings, downloads and related products', async () => {
    await openProduct('10220401', weiss);
    expect(await screen.findByText('Weiss bavarese.')).toBeInTheDocument();
    expect(document.querySelector('main script, script:not([src])')).toBeNull();
    const packaging = await screen.findByRole('link', { name: /Keg.*30,82/ });
    expect(packaging).toHaveAttribute('href', '/catalog/10220403');
    expect(screen.getByRole('link', { name: /Bottle/, current: 'page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scheda tecnica' })).toHaveAttribute(
      'href',
      '/media/downloads/10220401.pdf',
    );
    expect(screen.getByRole('heading', { name: 'Related products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Birra Chiarà Weiss fusto 20 L' })).toHaveAttribute(
      'href',
      '/catalog/10220403',
    );
  });

  it('moves through the gallery with buttons and arrow keys, in position order', async () => {
    await openProduct('10220401', weiss);
    const gallery = await screen.findByRole('group', { name: 'Pictures of the product' });
    const thumbs = within(gallery).getAllByRole('button');
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    const main = () => screen.getByRole('img', { name: /picture \d of 3$/ });
    expect(main()).toHaveAttribute('src', '/media/products/10220401.svg');
    await userEvent.click(thumbs[1]!);
    expect(main()).toHaveAttribute('src', '/media/products/10220401-2.svg');
    await userEvent.keyboard('{ArrowRight}');
    expect(main()).toHaveAttribute('src', '/media/products/10220401-3.svg');
    expect(thumbs[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(main()).toHaveAttribute('src', '/media/products/10220401.svg');
    await userEvent.keyboard('{End}');
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
  });

  it('says clearly when the sku is unknown to the ship-to', async () => {
    await openProduct('NOPE-1', null);
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByText(/no product with code NOPE-1/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to the catalogue' })[0]).toHaveAttribute(
      'href',
      '/catalog/products',
    );
  });
});
