import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { entry } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { HeaderNav } from './HeaderNav';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const entries = [
  entry('create an order', 'Create an order', '/catalog/products'),
  entry('news', 'News', '/news'),
  entry('about', 'About us', 'https://corporate.spina.example/about'),
  entry('orders', 'Orders', null, [
    entry('orders-history', 'Order history', '/orders/history'),
    entry('partner-site', 'Partner site', 'http://partners.spina.example'),
  ]),
];

async function renderNav() {
  return renderWithApp(
    <>
      <HeaderNav entries={entries} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
  );
}

describe('header menu links (spec 1 §2.3)', () => {
  it('opens a link beginning with http or https in a new window, without access to the portal', async () => {
    await renderNav();
    const about = await screen.findByRole('link', { name: /About us/ });
    expect(about).toHaveAttribute('href', 'https://corporate.spina.example/about');
    expect(about).toHaveAttribute('target', '_blank');
    expect(about).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('treats any other link as an in-app route', async () => {
    await renderNav();
    const news = await screen.findByRole('link', { name: 'News' });
    expect(news).not.toHaveAttribute('target');
    await userEvent.click(news);
    expect(screen.getByTestId('where')).toHaveTextContent('/news');
  });

  it('styles the create-an-order entry gold and keeps it on small screens', async () => {
    await renderNav();
    const createOrder = await screen.findByRole('link', { name: 'Create an order' });
    expect(createOrder.className).toMatch(/createOrder/);
    expect(createOrder.className).not.toMatch(/visible-from/);
    const news = screen.getByRole('link', { name: 'News' });
    expect(news.className).toMatch(/visible-from/);
  });

  it('opens a dropdown of child entries from the keyboard, with the same link rules', async () => {
    await renderNav();
    // The dropdown's code loads lazily; its button carries aria-expanded once it is there.
    const orders = await screen.findByRole('button', { name: 'Orders', expanded: false });
    orders.focus();
    await userEvent.keyboard('{Enter}');
    const history = await screen.findByRole('menuitem', { name: 'Order history' });
    expect(history).toHaveAttribute('href', '/orders/history');
    expect(history).not.toHaveAttribute('target');
    const partner = (await screen.findByText('Partner site')).closest('a');
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
