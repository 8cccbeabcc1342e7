import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ProductFlags } from './ProductFlags';

const NO_FLAGS = {
  product_new: 0,
  product_last: 0,
  product_sale: 0,
  product_seasonal: 0,
  product_recommended: 0,
};

// Spec 2 §3: a flag with value 1 is set; the promo text shows when there is one.
describe('product flags', () => {
  it('shows each set flag by its name, in the catalogue’s order, then the promo', async () => {
    const { container } = await renderWithApp(
      <ProductFlags
        product={{ ...NO_FLAGS, product_recommended: 1, product_new: 1, promo: '3 + 1 gratis' }}
      />,
      { language: 'en' },
    );
    await screen.findByText('New');
    const shown = [...container.querySelectorAll('[data-flag], [data-promo]')].map(
      (flag) => flag.textContent,
    );
    expect(shown).toEqual(['New', 'Recommended', '3 + 1 gratis']);
  });

  it('shows nothing for a product without flags or promo', async () => {
    const { container } = await renderWithApp(<ProductFlags product={{ ...NO_FLAGS, promo: null }} />, {
      language: 'en',
    });
    expect(container.querySelector('[data-flag], [data-promo]')).toBeNull();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });
});
