import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../lib/storage';
import { signedInSession } from '../../../test/render';
import { anonymousSession } from '../../auth';
import {
  article,
  faqPage,
  fakeSearchServer,
  kbItem,
  material,
  product,
  type FakeSearchContent,
} from '../test/fake-search-server';
import { openOverlay, renderSearch, searchFor, SEARCH_SECTIONS } from '../test/render-search';

const lagers = Array.from({ length: 6 }, (_, index) =>
  product(`LAG-${index + 1}`, `Aurora Lager ${index + 1}`, 10 + index),
);
const content: FakeSearchContent = {
  sections: SEARCH_SECTIONS,
  products: [...lagers, product('CAF-1', 'Caffè Shakerato', 2.5)],
  materials: [
    material('m1', 'Poster Aurora Lager'),
    material('m2', 'Listino Lager 2026'),
    material('m3', 'Logo Frizzà'),
  ],
  articles: [article('a1', 'Caffè pronto da bere')],
  knowledgeBase: ['Pulire la spina della lager', 'Lager: temperatura', 'Lager in fusto'].map((title, index) =>
    kbItem(`k${index}`, title),
  ),
  faqPages: ['Ordini di lager', 'Resi lager', 'Lager e vuoti'].map((title, index) =>
    faqPage(`f${index}`, title),
  ),
};

const names = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('search overlay under 3 characters: the default view (spec 1 §2.6)', () => {
  it("opens on click with 'No Search History available' and the first 4 products of the catalogue", async () => {
    const { calls } = fakeSearchServer(content);
    await renderSearch();
    const { dialog, input } = await openOverlay();
    expect(input).toHaveFocus();
    expect(within(dialog).getByText('No Search History available')).toBeInTheDocument();
    const products = await within(dialog).findByRole('region', { name: 'Products' });
    expect(within(products).getAllByRole('link')).toHaveLength(4);
    expect(calls.find((call) => call.path === 'products')?.variables).toEqual({ search: null, pageSize: 4 });
    // Marketing materials are searched by a title of 3 or more characters: without a term there are none.
    expect(calls.some((call) => call.path === 'materials')).toBe(false);
  });

  it('loads products and marketing materials for the latest history term, with the term marked', async () => {
    sessionStorage.setItem(SESSION_KEYS.searchHistory, JSON.stringify(['lager', 'caffe']));
    const { calls } = fakeSearchServer(content);
    await renderSearch();
    const { dialog } = await openOverlay();
    const recent = within(dialog).getByRole('region', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['lager', 'caffe']);
    const products = await within(dialog).findByRole('region', { name: 'Products' });
    const first = within(products).getAllByRole('link')[0]!;
    expect(first).toHaveAttribute('href', '/catalog/LAG-1');
    expect(first.querySelector('mark')?.textContent).toBe('Lager');
    expect(first).toHaveTextContent('Your price');
    expect(first).toHaveTextContent('10,00 €');
    const materials = await within(dialog).findByRole('region', { name: 'Marketing materials' });
    expect(names(materials)).toEqual([
      expect.stringContaining('Poster Aurora Lager'),
      expect.stringContaining('Listino Lager 2026'),
    ]);
    expect(calls.filter((call) => call.path === 'materials').map((call) => call.params.get('title'))).toEqual(
      ['lager'],
    );
  });

  it('searches a recent term again when it is chosen', async () => {
    sessionStorage.setItem(SESSION_KEYS.searchHistory, JSON.stringify(['caffe', 'lager']));
    fakeSearchServer(content);
    await renderSearch();
    const { dialog, input } = await openOverlay();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search “lager” again' }));
    expect(input).toHaveValue('lager');
    expect(await within(dialog).findByRole('tab', { name: 'Products (6)' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.searchHistory)!)).toEqual(['lager', 'caffe']);
  });

  it('with 2 characters records the term and shows its products, still in the default view', async () => {
    const { calls } = fakeSearchServer(content);
    await renderSearch();
    const { dialog, input } = await openOverlay();
    await searchFor(input, 'ca');
    const recent = within(dialog).getByRole('region', { name: 'Recent searches' });
    expect(await within(recent).findByRole('button', { name: 'Search “ca” again' })).toBeInTheDocument();
    const products = within(dialog).getByRole('region', { name: 'Products' });
    await waitFor(() => expect(names(products)).toEqual([expect.stringContaining('Caffè Shakerato')]));
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path !== 'products' && call.params.get('title') === 'ca')).toBe(false);
  });

  it('speaks Italian', async () => {
    fakeSearchServer(content);
    await renderSearch({ language: 'it' });
    const { dialog } = await openOverlay();
    expect(within(dialog).getByText('Nessuna ricerca recente')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeInTheDocument();
  });
});

describe('search overlay from 3 characters: the tabs (spec 1 §2.6)', () => {
  it('shows a tab per section with results, at most 4 each, hiding sections without any', async () => {
    fakeSearchServer(content);
    await renderSearch();
    const { dialog, input } = await openOverlay();
    await searchFor(input, 'lager');
    const tabs = await within(dialog).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Products (6)',
      'Marketing materials (2)',
      'Support (6)',
    ]);
    const panel = within(dialog).getByRole('tabpanel');
    const links = within(panel).getAllByRole('link');
    expect(links.slice(0, -1).map((link) => link.getAttribute('href'))).toEqual([
      '/catalog/LAG-1',
      '/catalog/LAG-2',
      '/catalog/LAG-3',
      '/catalog/LAG-4',
    ]);
    expect(links.at(-1)).toHaveTextContent('All results in this section');
    expect(links.at(-1)).toHaveAttribute('href', '/catalog/products?search=lager');
  });

  it('sends each tab to its section, marketing materials downloading their file', async () => {
    fakeSearchServer(content);
    await renderSearch();
    const { dialog, input } = await openOverlay();
    await searchFor(input, 'lager');
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Marketing materials (2)' }));
    let panel = within(dialog).getByRole('tabpanel');
    const poster = within(panel).getByRole('link', { name: /Poster Aurora Lager/ });
    expect(poster).toHaveAttribute('href', '/media/marketing/m1.pdf');
    // Downloaded with the session's token (decision 0029), not opened as a bare link in a new window.
    expect(poster).not.toHaveAttribute('target');
    expect(poster).toHaveAccessibleName(/downloads the file/);
    expect(within(panel).getByRole('link', { name: 'All results in this section' })).toHaveAttribute(
      'href',
      '/marketing-materials',
    );

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Support (6)' }));
    panel = within(dialog).getByRole('tabpanel');
    const support = within(panel).getAllByRole('link');
    expect(support.slice(0, -1).map((link) => link.getAttribute('href'))).toEqual([
      '/support/knowledge-base#kb-k0',
      '/support/knowledge-base#kb-k1',
      '/support/knowledge-base#faq-f0',
      '/support/knowledge-base#faq-f1',
    ]);
    expect(support.at(-1)).toHaveAttribute('href', '/support/knowledge-base');
  });

  it('finds news and articles, accents forgiven', async () => {
    fakeSearchServer(content);
    await renderSearch();
    const { dialog, input } = await openOverlay();
    await searchFor(input, 'caffe');
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'News and Articles (1)' }));
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'Caffè pronto da bere' })).toHaveAttribute(
      'href',
      '/news/article-a1',
    );
    expect(within(panel).getByRole('link', { name: 'All results in this section' })).toHaveAttribute(
      'href',
      '/news',
    );
  });

  it("shows 'No Result Found' when no section has results", async () => {
    fakeSearchServer(content);
    await renderSearch();
    const { dialog, input } = await openOverlay();
    await searchFor(input, 'zzzz');
    expect(await within(dialog).findByText('No Result Found')).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
  });
});

describe('search overlay: only what the user may see (spec 1 §6)', () => {
  it('skips the searches of sections the user lacks', async () => {
    const { calls } = fakeSearchServer(content);
    await renderSearch({ session: signedInSession(['Catalogue']) });
    const { dialog, input } = await openOverlay();
    await searchFor(input, 'lager');
    expect((await within(dialog).findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Products (6)',
    ]);
    expect([...new Set(calls.map((call) => call.path))].sort()).toEqual(['articles', 'products']);
  });

  it('skips products without Catalogue on the chosen ship-to', async () => {
    const { calls } = fakeSearchServer(content);
    await renderSearch({ session: signedInSession(['Support']) });
    const { dialog, input } = await openOverlay();
    await searchFor(input, 'lager');
    expect((await within(dialog).findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Support (6)',
    ]);
    expect(calls.some((call) => call.path === 'products')).toBe(false);
  });

  it('lets visitors search public news only', async () => {
    const { calls } = fakeSearchServer(content);
    await renderSearch({ session: anonymousSession });
    const { dialog, input } = await openOverlay();
    expect(within(dialog).queryByRole('region', { name: 'Products' })).not.toBeInTheDocument();
    await searchFor(input, 'caffe');
    expect((await within(dialog).findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'News and Articles (1)',
    ]);
    expect(calls.map((call) => [call.path, call.params.get('isLoggedIn')])).toEqual([['articles', 'false']]);
  });
});
